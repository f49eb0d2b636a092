import { describe, expect, it } from 'vitest';
import { solveElectricEnergy } from './electric-energy.ts';
import { fmt } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';

describe('solveElectricEnergy', () => {
  it('gives the energy of an appliance in kWh and J, in an options stem', () => {
    const reply = solveElectricEnergy(
      'Una lámpara de 60 W permanece encendida durante 5 h. Indicar la opción correcta: la energía que consume es\nA) 300 kWh\nB) 0,3 kWh\nC) 12 kWh\nD) 3 kWh\nE) Ninguna de las anteriores',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**E = 0,3 kWh = 1.080.000 J**');
  });

  it('reads a stem that ends in a colon before its options as asking what it consumes', () => {
    // E = 0,1 kW · 10 h = 1 kWh; 1,5 kW · (2 h · 30) = 90 kWh; 2,5 kW · 4 h = 10 kWh.
    expect(solveProblem('Una lámpara de 100 W encendida durante 10 horas consume:')).toMatchObject({
      certain: true,
    });
    expect(solveProblem('Una lámpara de 100 W encendida durante 10 horas consume:')?.text).toContain(
      '**E = 1 kWh = 3.600.000 J**',
    );
    const iron = solveElectricEnergy(
      'Una plancha de 1.500 W que se usa 2 horas por día durante 30 días consume, en kWh:',
    );
    expect(iron?.certain).toBe(true);
    expect(iron?.text).toContain('**E = 90 kWh');
    const heater = solveElectricEnergy('Un calefactor de 2,5 kW encendido durante 4 h consume:');
    expect(heater?.certain).toBe(true);
    expect(heater?.text).toContain('**E = 10 kWh');
    // Near misses: no time of use; another unknown after the colon.
    expect(solveProblem('Una lámpara de 100 W consume:')?.certain ?? false).toBe(false);
    expect(
      solveProblem('Una lámpara de 100 W encendida durante 10 horas tiene una resistencia de:')?.certain ??
        false,
    ).toBe(false);
  });

  it('gives the cost of hours a day over some days at a price per kWh', () => {
    const reply = solveElectricEnergy(
      'Una estufa eléctrica de 2000 W funciona 3 horas por día durante 30 días. Si el kWh cuesta $ 80, ¿cuánto cuesta la energía consumida?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**costo = $ 14.400**');
    expect(
      solveElectricEnergy(
        'Un televisor de 150 W está encendido 4 horas diarias durante 30 días. ¿Cuánto se paga, a $ 90 el kWh?',
      )?.text,
    ).toContain('$ 1.620');
  });

  it('leaves alone a cost without a price and an unread datum, and reads a power from V and I', () => {
    expect(
      solveElectricEnergy('Una estufa de 2000 W funciona 3 h. ¿Cuánto cuesta la energía consumida?'),
    ).toBeUndefined();
    // A power from a voltage and a current is read (P = V·I = 110 W): 1,1 kWh.
    expect(
      solveElectricEnergy(
        'Una lámpara de 220 V por la que circulan 0,5 A funciona 10 h. ¿Qué energía consume?',
      )?.text,
    ).toContain('**E = 1,1 kWh');
    expect(
      solveElectricEnergy('Una estufa de 2000 W y 2 velocidades funciona 3 h. ¿Qué energía consume?'),
    ).toBeUndefined();
  });

  it('takes the voltage an appliance of given power is connected to as its rating, not a datum of the energy', () => {
    const reply = solveElectricEnergy(
      'Una plancha de 1100 W funciona conectada a una tensión de 220 V. ¿Cuánta energía consume en 2 h, en kWh?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**E = 2,2 kWh');
    // Two voltages, or a voltage beside a current and a typed power, are another problem.
    expect(
      solveElectricEnergy(
        'Una estufa de 2000 W se conecta a 220 V y luego a 110 V. ¿Qué energía consume en 3 h?',
      ),
    ).toBeUndefined();
  });

  it('answers an energy asked in Wh in Wh, leaves a unit it does not state (kcal), and answers kW·h and J', () => {
    // «en Wh» was once answered «E = 0,3 kWh = 1.080.000 J», sure: 300 Wh was never said. Now it is.
    const lamp = 'Una lámpara de 60 W se enciende 5 h. ¿Cuánta energía consume';
    expect(solveElectricEnergy(`${lamp}, en Wh?`)?.text).toContain('**E = 300 Wh');
    expect(solveElectricEnergy(`${lamp}, en W·h?`)?.text).toContain('**E = 300 Wh');
    expect(solveElectricEnergy(`${lamp}, en kcal? (1 cal = 4,186 J)`)).toBeUndefined();
    expect(solveElectricEnergy(`${lamp}, en kW·h?`)?.text).toContain('**E = 0,3 kWh');
    expect(solveElectricEnergy(`${lamp}, en J?`)?.text).toContain('1.080.000 J');
  });

  it('finds back the energy of appliances built from known values (seeded)', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const watts = Math.round(next() * 3000 + 10);
      const hours = Math.round(next() * 20 + 1);
      const reply = solveElectricEnergy(
        `Un calefactor de ${watts} W funciona durante ${hours} h. ¿Qué energía consume?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(` ${fmt((watts * hours) / 1000, 4)} kWh = `);
    }
  });
});

describe('solveElectricEnergy: a resistor’s power from Ohm’s law, a time in minutes', () => {
  it('gives in joules the energy a resistor at a voltage uses in some minutes', () => {
    const reply = solveElectricEnergy(
      'Una resistencia de 10 Ω se conecta a 20 V durante 5 minutos. La energía que disipa es:',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**E = 12.000 J = 12 kJ');
    expect(
      solveElectricEnergy('Por una resistencia de 50 Ω circulan 2 A durante 10 s. ¿Qué energía disipa?')
        ?.text,
    ).toContain('**E = 2.000 J');
  });

  it('leaves alone three of V, I and R, or a typed power beside a resistance', () => {
    expect(
      solveElectricEnergy(
        'Una resistencia de 10 Ω conectada a 20 V lleva 2 A durante 5 s. ¿Qué energía disipa?',
      ),
    ).toBeUndefined();
    expect(
      solveElectricEnergy('Una resistencia de 10 Ω de 40 W funciona durante 5 s. ¿Qué energía disipa?'),
    ).toBeUndefined();
  });
});

describe('solveElectricEnergy: hours a day over weeks', () => {
  it('counts seven days a week', () => {
    const weekly = solveElectricEnergy(
      'Una lámpara de 75 W está encendida 4 h por día. ¿Cuánta energía consume en una semana, en kWh?',
    );
    expect(weekly?.certain).toBe(true);
    expect(weekly?.text).toContain('**E = 2,1 kWh');
    expect(
      solveElectricEnergy('Una heladera de 150 W funciona 10 h por día. ¿Cuántos kWh consume en 2 semanas?')
        ?.text,
    ).toContain('**E = 21 kWh');
  });
});

describe('solveElectricEnergy: a price in pesos, the whole day, and the time to heat water', () => {
  const bold = (problem: string) => {
    const reply = solveElectricEnergy(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*(?!Datos)/.test(line)) : undefined;
  };

  it('reads «120 pesos» as the price of the kWh and «las 24 horas» as hours a day', () => {
    expect(
      bold(
        'Una heladera tiene una potencia media de 150 W y funciona las 24 horas durante 30 días. Si el kWh cuesta 120 pesos, ¿cuánto cuesta la energía que consume en ese período?',
      ),
    ).toBe('**costo = 12.960 pesos**');
    expect(
      bold(
        'Un aire acondicionado de 1,5 kW funciona 6 horas por día durante 30 días. Si el kWh cuesta 150 pesos, ¿cuánto cuesta la energía que consume en ese período?',
      ),
    ).toBe('**costo = 40.500 pesos**');
    // 0,8 kW · 3 h · 20 días = 48 kWh; a 95 pesos: 4.560 pesos.
    expect(
      bold(
        'Una plancha de 800 W se usa 3 horas por día durante 20 días, a 95 pesos el kWh. ¿Cuánto se paga?',
      ),
    ).toBe('**costo = 4.560 pesos**');
  });

  it('leaves a price it cannot place', () => {
    expect(
      bold(
        'Una heladera de 150 W funciona 24 horas por día durante 30 días. ¿Cuánto cuesta la energía que consume?',
      ),
    ).toBeUndefined();
  });

  it('gives the time an appliance takes to heat water, t = m·c·ΔT / (η·P)', () => {
    expect(
      bold(
        'Una pava eléctrica de 2000 W calienta 1 L de agua (1 kg) de 20 °C a 100 °C. Si todo el calor va al agua, ¿cuánto tarda? (c del agua = 4186 J/(kg·°C); redondeá al segundo.)',
      ),
    ).toBe('**t ≈ 167 s**');
    // 3 · 4180 · 60 / 1500 = 501,6 s = 8,36 min.
    expect(
      bold(
        'Un calentador eléctrico de 1,5 kW eleva la temperatura de 3 kg de agua desde 15 °C hasta 75 °C. ¿Cuánto tiempo tarda, en minutos? (c = 4180 J/(kg·°C))',
      ),
    ).toBe('**t = 8,36 min**');
    // 2 · 4200 · 60 / (0,8 · 1500) = 420 s.
    expect(
      bold(
        'Un calentador eléctrico de 1500 W con un rendimiento del 80 % calienta 2 kg de agua de 20 °C a 80 °C. ¿Cuánto tarda? (c = 4200 J/(kg·°C))',
      ),
    ).toBe('**t = 420 s**');
  });

  it('leaves a second body to heat, or no specific heat', () => {
    expect(
      bold(
        'Un calentador eléctrico de 1500 W calienta 2 kg de agua de 20 °C a 80 °C en una olla de 500 g. ¿Cuánto tarda? (c = 4200 J/(kg·°C))',
      ),
    ).toBeUndefined();
    expect(
      bold('Una pava eléctrica de 2000 W calienta 1 kg de agua de 20 °C a 100 °C. ¿Cuánto tarda?'),
    ).toBeUndefined();
  });
});

describe('solveElectricEnergy: the energy asked in Wh', () => {
  it.each([
    // 60 W · 5 h = 300 Wh.
    [
      'Una lámpara de 60 W se enciende durante 5 h. ¿Cuánta energía consume, en Wh?',
      '**E = 300 Wh = 0,3 kWh**',
    ],
    // 1500 W · 1,5 h = 2250 Wh.
    ['Una estufa de 1,5 kW funciona 90 min. ¿Qué energía consume, en Wh?', '**E = 2.250 Wh = 2,25 kWh**'],
    // 150 W · 3 h/día · 10 días = 4500 Wh.
    [
      'Una estufa de 150 W funciona 3 horas por día durante 10 días. ¿Qué energía consume, en Wh?',
      '**E = 4.500 Wh = 4,5 kWh**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // A unit the reply does not give.
    'Una lámpara de 60 W se enciende durante 5 h. ¿Cuánta energía consume, en kcal?',
    // The time of use is missing.
    'Una lámpara de 60 W está encendida. ¿Cuánta energía consume, en Wh?',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveElectricEnergy: the temperature an appliance raises in a time', () => {
  it.each([
    // Q = 1000·300 = 300.000 J; ΔT = 300.000/(2·4186) ≈ 35,83 °C.
    [
      'Un calentador eléctrico de 1000 W entrega todo su calor a 2 kg de agua durante 5 min. ¿Cuánto aumenta la temperatura del agua? (c = 4186 J/kg°C)',
      '**ΔT ≈ 35,83 °C**',
    ],
    // Q = 2000·120 = 240.000 J; ΔT = 240.000/(1,5·4200) ≈ 38,1 °C; from 20 °C, ≈ 58,1 °C.
    [
      'Una pava eléctrica de 2 kW calienta 1,5 L de agua que está a 20 °C durante 2 minutos. Si c = 4200 J/kg°C, ¿qué temperatura final alcanza el agua?',
      '**T_f ≈ 58,1 °C**',
    ],
    // Q = 0,8·500·600 = 240.000 J; ΔT = 240.000/(4·4000) = 15 °C.
    [
      'Un calentador de 500 W con un rendimiento del 80 % calienta 4 kg de agua durante 10 min. ¿Cuánto sube la temperatura? (c = 4000 J/kg°C)',
      '**ΔT = 15 °C**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // The final temperature asked without the initial one.
    'Un calentador de 1000 W calienta 2 kg de agua durante 5 min. ¿Qué temperatura final alcanza? (c = 4186 J/kg°C)',
    // No time: the rise cannot be found.
    'Un calentador de 1000 W calienta 2 kg de agua. ¿Cuánto aumenta la temperatura? (c = 4186 J/kg°C)',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveElectricEnergy: another magnitude asked with «consume», and the days said in a later sentence', () => {
  it.each([
    'Un calefactor eléctrico de 2000 W se conecta a 220 V y funciona 3 horas diarias. El kWh se paga $95. Calcule la corriente que consume.',
    'Una estufa de 1500 W funciona 4 horas por día durante 30 días conectada a 220 V. ¿Qué intensidad de corriente consume?',
    'Una plancha conectada a 220 V por la que circulan 5 A se usa 2 horas por día durante 30 días. ¿Qué potencia consume?',
  ])('leaves the current or the power asked to Ohm’s law: %s', (message) => {
    expect(solveElectricEnergy(message)).toBeUndefined();
  });

  it.each([
    [
      'Un televisor de 150 W permanece encendido 6 horas por día. Si el kWh cuesta $80, ¿cuánto cuesta la energía que consume en 30 días?',
      '**costo = $ 2.160**',
    ],
    [
      'Una heladera de 200 W funciona 10 h diarias. El kWh se cobra $ 50. ¿Cuánto se paga por su consumo durante 30 días?',
      '**costo = $ 3.000**',
    ],
    [
      'Una lámpara de 100 W está prendida 5 horas al día. ¿Qué energía consume en 20 días?',
      '**E = 10 kWh = 36.000.000 J**',
    ],
  ])('reads the days of use said after the hours a day: %s', (message, expected) => {
    const reply = solveElectricEnergy(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines the cost with no days said', () => {
    expect(
      solveElectricEnergy(
        'Un televisor de 150 W permanece encendido 6 horas por día. Si el kWh cuesta $80, ¿cuánto cuesta la energía que consume en un mes?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveElectricEnergy: the time to heat water, its c named without «del», the litre’s mass said', () => {
  it.each([
    // 40 · 4186 · 45 = 7.534.800 J over 1500 W: 5023,2 s = 83,72 min.
    [
      'Un termotanque eléctrico de 1.500 W calienta 40 L de agua desde 15 °C hasta 60 °C. Considere c agua = 4.186 J/(kg·°C). ¿Cuántos minutos tarda, si todo el calor eléctrico pasa al agua?',
      '**t = 83,72 min**',
    ],
    [
      'Un termotanque eléctrico de 1.500 W calienta 40 L de agua desde 15 °C hasta 60 °C. Considere c agua = 4.186 J/(kg·°C) y que 1 L de agua tiene una masa de 1 kg. ¿Cuántos minutos tarda?',
      '**t = 83,72 min**',
    ],
    // 20 · 4200 · 30 = 2.520.000 J over 3000 W: 840 s = 14 min.
    [
      'Un calefón eléctrico de 3 kW calienta 20 L de agua de 10 °C a 40 °C. Datos: c del agua = 4.200 J/(kg·°C); 1 L de agua tiene una masa de 1 kg. ¿Cuánto tarda, en minutos?',
      '**t = 14 min**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveElectricEnergy(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('does not take the litre’s equivalence for the water heated when no volume is given', () => {
    const reply = solveElectricEnergy(
      'Un calefón eléctrico de 3 kW calienta agua de 10 °C a 40 °C. Datos: c del agua = 4.200 J/(kg·°C); 1 L de agua tiene una masa de 1 kg. ¿Cuánto tarda, en minutos?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**t');
  });
});

describe('solveElectricEnergy: one day’s energy or cost from the hours a day', () => {
  it.each([
    [
      'Un calefactor eléctrico de 2000 W se conecta a 220 V y funciona 3 horas diarias. El kWh se paga $95. ¿Qué energía consume por día, en kWh?',
      '**E = 6 kWh = 21.600.000 J**',
    ],
    [
      'Un calefactor eléctrico de 2000 W funciona 3 horas diarias. El kWh se paga $95. ¿Cuánto se paga por día?',
      '**costo = $ 570**',
    ],
    ['Un ventilador de 80 W está encendido 5 h por día. ¿Cuánta energía gasta en un día?', '**E = 0,4 kWh'],
  ])('%s', (message, expected) => {
    const reply = solveElectricEnergy(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a day asked beside a count of days', () => {
    expect(
      solveElectricEnergy(
        'Un calefactor eléctrico de 2000 W funciona 3 horas diarias. ¿Qué energía consume por día en un mes de 30 días?',
      )?.certain,
    ).not.toBe(true);
  });
});
