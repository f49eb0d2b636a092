import { describe, expect, it } from 'vitest';
import { leaning, solveLeaning } from './leaning.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveLeaning(problem);

describe('solveLeaning', () => {
  itSolvesCertainly(solve, [
    // «a lo largo de 8 m de distancia horizontal» is the run, not the ramp: tg α = 1/8 ⇒ 7,13°.
    [
      'Una rampa sube 1 m de altura a lo largo de 8 m de distancia horizontal. ¿Qué ángulo forma con el suelo?',
      ['**α ≈ 7,13°**'],
    ],
    // A rise asked as «desnivel», in the unit asked: 6 m · sen 10° ≈ 1,04 m = 104,19 cm.
    [
      'Una rampa de 6 m de largo forma con el suelo un ángulo de 10°. ¿Qué desnivel salva? (Dar el resultado en cm.)',
      ['**Altura ≈ 1,04 m ≈ 104,19 cm**'],
    ],
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
    // How to write the result, after the question: no datum, and the question before it.
    [
      'Un cable de 13 m va desde lo alto de un poste hasta el suelo, a 5 m de su pie. ¿Qué ángulo forma el cable con el suelo? Redondear a dos decimales.',
      ['**α ≈ 67,38°**'],
    ],
    // The foot slides away: 10 m ladder, foot at 6 m then 8 m, top from 8 m down to 6 m.
    [
      'Una escalera de 10 m está apoyada en una pared con el pie a 6 m de la pared. Si el pie se desliza 2 m más, ¿cuánto baja el extremo superior?',
      ["$d' = 6 + 2 = 8$", '**Baja 2 m** (de 8 m a 6 m)'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind or not read whole: %s', solve, [
    // A slide past the ladder's length, or a slide with nothing asked of the top.
    'Una escalera de 5 m está apoyada en una pared con el pie a 3 m de la pared. Si el pie se aleja 3 m más, ¿cuánto baja el extremo superior?',
    'Una escalera de 5 m está apoyada en una pared con el pie a 3 m de la pared. Si el pie se aleja 1 m más, ¿qué ángulo forma con el piso?',
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

  it("a ladder that slides keeps its length: the new height and the foot's new distance make it again", () => {
    const next = random(61);
    for (let k = 0; k < 30; k++) {
      const length = 5 + Math.floor(next() * 10);
      const foot = 1 + Math.floor(next() * (length - 3));
      const moved = 1 + Math.floor(next() * (length - foot - 1));
      const reply = solve(
        `Una escalera de ${length} m está apoyada en una pared con el pie a ${foot} m de la pared. Si el pie se aleja ${moved} m más, ¿cuánto baja el extremo superior?`,
      );
      expect(reply?.certain).toBe(true);
      const drop = Number(
        /\*\*Baja ([\d,]+) m/.exec(reply?.text.replaceAll('≈ ', '') ?? '')?.[1]?.replace(',', '.'),
      );
      const after = Math.sqrt(length ** 2 - (foot + moved) ** 2);
      const before = Math.sqrt(length ** 2 - foot ** 2);
      expect(Math.abs(drop - (before - after))).toBeLessThan(0.006);
    }
  });
});
