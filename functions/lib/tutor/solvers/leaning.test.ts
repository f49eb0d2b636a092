import { describe, expect, it } from 'vitest';
import { leaning, solveLeaning } from './leaning.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveLeaning(problem);

describe('solveLeaning', () => {
  itSolvesCertainly(solve, [
    [
      'Una escalera de 5 m está apoyada en una pared y forma con el piso un ángulo de 60°. ¿A qué altura toca la pared?',
      ['$h = L \\cdot \\operatorname{sen} \\alpha$', '**Altura ≈ 4,33 m**'],
    ],
    [
      'Un barrilete está sujeto con un hilo tenso de 50 m que forma con el suelo un ángulo de 40°. ¿A qué altura se encuentra el barrilete?',
      ['**Altura ≈ 32,14 m**'],
    ],
    [
      'Una rampa de 12 m de largo sube hasta una altura de 2 m. ¿Qué ángulo forma con el suelo?',
      ['**α ≈ 9,59°**'],
    ],
    [
      'Una escalera de 6,5 m se apoya en una pared con su pie a 2,5 m de la pared. ¿A qué altura llega?',
      ['**Altura = 6 m**'],
    ],
    [
      // The angle with the wall is the complement of the one with the floor.
      'Una escalera apoyada en una pared forma un ángulo de 30° con la pared y su pie está a 2 m de ella. ¿Cuánto mide la escalera?',
      ['**Largo = 4 m**'],
    ],
    [
      // An aside without numbers after the question does not hide it.
      'Un barrilete se sostiene con un hilo tenso de 40 m que forma un ángulo de 30° con el suelo. ¿A qué altura del suelo está? (Despreciar la altura de quien lo sostiene.)',
      ['**Altura = 20 m**'],
    ],
    [
      // «Su altura es:», an options stem.
      'Un barrilete está sujeto por un hilo de 30 m que forma con el suelo un ángulo de 60°. Su altura es:',
      ['**Altura ≈ 25,98 m**'],
    ],
    [
      // The angle with the wall asked: the complement of the one with the floor.
      'Una escalera de 4 m apoyada en una pared alcanza una altura de 3,5 m. ¿Qué ángulo forma con la pared?',
      ['**Ángulo con la pared ≈ 28,96°**'],
    ],
    [
      // The question left open at the end, as the options' stem.
      'Una escalera de 10 m de largo está apoyada contra una pared y su pie queda a 5 m de la pared. El ángulo que forma la escalera con el piso es:',
      ['**α = 60°**'],
    ],
    [
      // A ramp's «desnivel» is its rise; the order ends with a period.
      'Una rampa tiene que salvar un desnivel de 1,5 m con una inclinación de 30° respecto de la horizontal. Determinar la longitud de la rampa.',
      ['**Largo = 3 m**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind or not read whole: %s', solve, [
    'Una esfera de 2 kg cuelga de una cuerda de 1 m que forma 30° con la vertical. ¿A qué altura sube?',
    'Desde lo alto de una torre de 40 m se ve un auto con un ángulo de depresión de 30°. ¿A qué distancia está?',
    'Una escalera de 5 m forma con el piso un ángulo de 60°.',
    'Una escalera de 5 m está apoyada a 3 m de altura y su pie a 4 m de la pared. ¿Qué ángulo forma con el piso?',
    // An aside with a number is a datum the reading does not use.
    'Un barrilete se sostiene con un hilo de 40 m que forma un ángulo de 30° con el suelo. ¿A qué altura del suelo está? (La mano está a 1,5 m del suelo.)',
  ]);

  it('takes the angle with what is named just after it, not with a wall named in an earlier clause', () => {
    const height = (problem: string) => /Altura [=≈] ([\d,]+)/.exec(solveLeaning(problem)?.text ?? '')?.[1];
    expect(
      height(
        'Una escalera de 6 m está apoyada en una pared vertical y forma un ángulo de 60° con el suelo. ¿A qué altura de la pared llega?',
      ),
    ).toBe('5,2');
    expect(
      height(
        'Una escalera de 6 m está apoyada en una pared y forma un ángulo de 30° con la pared. ¿A qué altura llega?',
      ),
    ).toBe('5,2');
  });

  itSolvesItsExamples(leaning);
});

describe('solveLeaning, checked back', () => {
  it('finds the height of a ladder of random length and angle, L · sen α', () => {
    const next = random(60);
    for (let k = 0; k < 30; k++) {
      const length = 2 + Math.floor(next() * 20);
      const angle = 15 + Math.floor(next() * 70);
      const reply = solve(
        `Una escalera de ${length} m está apoyada en una pared y forma con el piso un ángulo de ${angle}°. ¿A qué altura toca la pared?`,
      );
      const stated = Number(/\*\*Altura [=≈] ([\d,]+) m\*\*/.exec(reply?.text ?? '')?.[1]?.replace(',', '.'));
      expect(reply?.certain).toBe(true);
      expect(Math.abs(stated - length * Math.sin((angle * Math.PI) / 180))).toBeLessThan(0.006);
    }
  });
});
