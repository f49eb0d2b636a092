import { describe, expect, it } from 'vitest';
import { solveKineticChange } from './kinetic-change.ts';
import { fmt } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';
import { expectCertain } from './testing.ts';

describe('solveKineticChange: ΔEc between two speeds and Ep at the top of a vertical throw', () => {
  it.each([
    [
      'Un auto de 800 kg aumenta su velocidad de 10 m/s a 20 m/s. ¿Cuál es la variación de su energía cinética?',
      '**ΔEc = 120.000 J**',
    ],
    [
      'Una camioneta de 2000 kg que viaja a 90 km/h frena hasta 54 km/h. ¿Cuánto varía su energía cinética, en kJ?',
      '**ΔEc = -400 kJ**',
    ],
    [
      'Se lanza verticalmente hacia arriba una pelota de 0,5 kg con una velocidad de 20 m/s. Despreciando el rozamiento con el aire, ¿cuál es su energía potencial en el punto más alto?',
      '**Ep = 100 J**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveKineticChange(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('gives the energy lost as a size, and leaves a «loss» of a body that speeds up', () => {
    expect(
      solveKineticChange(
        'Una bala de 20 g que viaja a 300 m/s atraviesa una tabla y sale a 100 m/s. ¿Cuánta energía cinética perdió?',
      )?.text,
    ).toContain('**energía cinética perdida = 800 J**');
    expect(
      solveKineticChange('Un auto de 800 kg pasa de 10 m/s a 20 m/s. ¿Cuánta energía cinética perdió?'),
    ).toBeUndefined();
  });

  it('reads a speed that doubles, and keeps the broad reading from stating Ec for the increase', async () => {
    expect(
      solveKineticChange(
        'Un cuerpo de 3 kg se mueve a 4 m/s. Si su velocidad se duplica, ¿en cuánto aumenta su energía cinética?',
      )?.text,
    ).toContain('**ΔEc = 72 J**');
    const { leavesEnergyChange } = await import('./kinetic-change.ts');
    const statesEc = () => '## Energía cinética\n\n**Ec = 24 J**';
    expect(
      leavesEnergyChange(statesEc)(
        'Un cuerpo de 3 kg se mueve a 4 m/s. Si su velocidad se duplica, ¿en cuánto aumenta su energía cinética?',
      ),
    ).toBeUndefined();
  });

  it('reads a body that stops as v = 0, and «energía potencial máxima» as the top of the throw', () => {
    expect(
      solveKineticChange(
        'Un auto de 1200 kg que viaja a 20 m/s frena hasta detenerse. ¿Cuál es la variación de su energía cinética?',
      )?.text,
    ).toContain('**ΔEc = -240.000 J**');
    expect(
      solveKineticChange(
        'Un proyectil de 2 kg se dispara verticalmente hacia arriba a 40 m/s. Sin rozamiento y con g = 10 m/s², ¿cuál es su energía potencial máxima?',
      )?.text,
    ).toContain('**Ep = 1.600 J**');
  });

  it('gives ΔEc of a fall from rest as m·g·h, and leaves a «loss» asked of it', () => {
    const fall =
      'Un cuerpo de 4 kg cae desde 20 m de altura partiendo del reposo. Con g = 10 m/s² y sin rozamiento, ¿cuál es la variación de su energía cinética al llegar al suelo?';
    expect(solveKineticChange(fall)?.text).toContain('**ΔEc = 800 J**');
    expect(
      solveKineticChange(
        'Un cuerpo de 4 kg cae desde 20 m de altura partiendo del reposo. ¿Cuánta energía cinética perdió?',
      ),
    ).toBeUndefined();
  });

  it('leaves alone a kinetic energy at one speed', () => {
    expect(
      solveKineticChange('¿Cuál es la energía cinética de un auto de 1000 kg que va a 72 km/h?'),
    ).toBeUndefined();
  });

  it('states no result when a datum is left out of its reading', () => {
    const reply = solveKineticChange(
      'Un auto de 800 kg pasa de 10 m/s a 20 m/s en 5 s. ¿Cuál es la variación de su energía cinética?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**ΔEc');
  });

  it('leaves a throw with air friction to another reading', () => {
    expect(
      solveKineticChange(
        'Se lanza hacia arriba una piedra de 1 kg a 10 m/s y el rozamiento con el aire disipa parte de la energía. ¿Cuál es su energía potencial en el punto más alto?',
      ),
    ).toBeUndefined();
  });

  it('finds ΔEc back from problems built on known answers (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 40; i++) {
      const m = 1 + Math.floor(next() * 50);
      const v0 = Math.floor(next() * 30);
      const v = Math.floor(next() * 30);
      const change = 0.5 * m * (v ** 2 - v0 ** 2);
      const text = solveKineticChange(
        `Un cuerpo de ${m} kg pasa de ${v0} m/s a ${v} m/s. ¿Cuál es la variación de su energía cinética?`,
      )?.text;
      expect(text).toContain(`ΔEc = ${fmt(change)} J**`);
    }
  });
});

describe('solveKineticChange: the work to change a speed by a factor', () => {
  it('is the change of kinetic energy, positive to speed up and negative to slow down', () => {
    expectCertain(
      solveKineticChange(
        'Un cuerpo de 5 kg se mueve a 4 m/s. ¿Qué trabajo hay que hacer para que su velocidad se duplique?',
      ),
      '**W = 120 J**',
    );
    expectCertain(
      solveKineticChange(
        'Un auto de 1000 kg va a 20 m/s. ¿Qué trabajo deben hacer los frenos para que su velocidad se reduzca a la mitad?',
      ),
      '**W = -150.000 J**',
    );
  });
});

describe('solveKineticChange: the energy or the mass multiplied, said in words', () => {
  it.each([
    // Ec₀ = ½·1000·10² = 50.000 J; doubled, the work is Ec₀.
    [
      'Un auto de 1000 kg va a 10 m/s. ¿Qué trabajo hay que hacer sobre él para que su energía cinética se duplique?',
      '**W = 50.000 J**',
    ],
    // Ec₀ = ½·200·10² = 10.000 J; tripled, W = 2·Ec₀ = 20.000 J (not the speed tripled, 80.000 J).
    [
      'Una moto de 200 kg circula a 36 km/h. ¿Cuánto trabajo neto hace falta para triplicar su energía cinética?',
      '**W = 20.000 J**',
    ],
    // Ec₀ = ½·50·6² = 900 J; tripled, W = 1.800 J.
    [
      '¿Qué trabajo se necesita para que la energía cinética de un carro de 50 kg que va a 6 m/s se triplique?',
      '**W = 1.800 J**',
    ],
    // Ec₀ = ½·3·4² = 24 J; with 6 kg at 4 m/s, 48 J: it rises 24 J.
    [
      'Un cuerpo de 3 kg se mueve a 4 m/s. Si su masa se duplica y conserva la velocidad, ¿en cuánto aumenta su energía cinética?',
      '**ΔEc = 24 J**',
    ],
    // Ec₀ = ½·2·3² = 9 J; with 6 kg, 27 J: it rises 18 J (not the speed tripled, 72 J).
    [
      'Un carrito de 2 kg avanza a 3 m/s. Si se le triplica la masa manteniendo la misma velocidad, ¿cuánto aumenta su energía cinética?',
      '**ΔEc = 18 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // The mass changed without saying the speed is kept.
    'Un cuerpo de 3 kg se mueve a 4 m/s. Si su masa se duplica, ¿en cuánto aumenta su energía cinética?',
    // The mass is missing.
    'Un auto va a 10 m/s. ¿Qué trabajo hay que hacer sobre él para que su energía cinética se duplique?',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('a kinetic energy lost or gained is not the kinetic energy', () => {
  it('does not state ½·m·v² for the energy a ball that bounces back as fast loses', () => {
    const reply = solveProblem(
      'Una pelota de 0,4 kg choca perpendicularmente contra una pared a 10 m/s y rebota con la misma rapidez. ¿Cuál es la energía cinética perdida?',
    );
    expect(reply.certain && /\*\*Ec = 20 J/.test(reply.text)).toBe(false);
  });
});
