import { describe, expect, it } from 'vitest';
import type { SolverReply } from '../solvers/declaration.ts';
import { workedReply } from '../solvers/reply.ts';
import { answerOfflineDetailed } from './engine.ts';
import {
  askedQuantity,
  chainedReply,
  type EarlierResult,
  earlierResult,
  fromSiblings,
  type PartAnswer,
  resultDatum,
  solutionsCounted,
  stageProblem,
  totalForOneElement,
  usesResult,
  withEarlierCondition,
  withEarlierValue,
  withFoundLine,
  withoutOthersData,
  withoutSaidUnused,
  withoutUsedData,
} from './part-chains.ts';
import { partsReply, type Solve } from './reading.ts';

const worked = (data: string, steps: string[], answer: string): SolverReply => ({
  text: workedReply({ title: 'Un paso', data, steps, answer, closing: '¿Y si cambia un dato?' }),
  certain: true,
});

const acceleration = worked(
  'v₀ = 0; v = 10 m/s; t = 4 s',
  ['$a = \\frac{10 - 0}{4} = 2{,}5\\ \\text{m/s}^2$.'],
  '**a = 2,5 m/s²**',
);

/** A solver that answers each problem it knows by a pattern, and remembers what it was asked. */
function solverFor(answers: [RegExp, SolverReply][]): Solve & { seen: string[] } {
  const seen: string[] = [];
  const solve = (problem: string) => {
    seen.push(problem);
    return answers.find(([pattern]) => pattern.test(problem))?.[1];
  };
  return Object.assign(solve, { seen });
}

const statement =
  'Sobre un bloque de 4 kg en reposo en un piso horizontal se aplica una fuerza horizontal de 20 N; a los 4 s su velocidad es de 10 m/s.';
const question = `${statement}\na) ¿Cuál es la aceleración del bloque?\nb) ¿Cuánto vale la fuerza de rozamiento?`;

describe('an earlier part’s sure result carried to a later part', () => {
  it('reads the one result a sure reply states, named as its question names it', () => {
    const result = earlierResult({
      label: 'a',
      question: '¿Cuál es la aceleración del bloque?',
      reply: acceleration,
    });
    expect(result).toEqual({ label: 'a', name: 'la aceleración del bloque', value: '2,5', unit: 'm/s²' });
    expect(result && resultDatum(result)).toBe('La aceleración del bloque es 2,5 m/s².');
    // A question that names its quantity otherwise gives the result's symbol, in its own case.
    const speed = worked(
      'h = 20 m',
      ['$v = \\sqrt{2 \\cdot 10 \\cdot 20} = 20\\ \\text{m/s}$.'],
      '**v = 20 m/s**',
    );
    const named = earlierResult({ label: 'a', question: '¿Con qué velocidad llega al suelo?', reply: speed });
    expect(named && resultDatum(named)).toBe('v = 20 m/s.');
  });

  it('carries a rounded result only when its rounding is fine', () => {
    const rounded = (value: string) =>
      worked(
        'P₁ = 2 atm',
        ['$P_2 = 2 \\cdot \\frac{318}{290} \\approx 2{,}19$ atm.'],
        `**P₂ ≈ ${value} atm**`,
      );
    const question = '¿Cuál es la presión final, en atm?';
    expect(earlierResult({ label: 'a', question, reply: rounded('2,19') })?.value).toBe('2,19');
    // «1,1» may stand for 1,05 to 1,15: too coarse to compute with.
    expect(earlierResult({ label: 'a', question, reply: rounded('1,1') })).toBeUndefined();
  });

  it('carries nothing from an unsure reply or from one with several results', () => {
    const unsure = { ...acceleration, certain: false };
    expect(
      earlierResult({ label: 'a', question: '¿Cuál es la aceleración?', reply: unsure }),
    ).toBeUndefined();
    const two = worked('m = 2 kg', ['Dos pasos.'], '**a = 2 m/s²**\n\n**v = 4 m/s**');
    expect(earlierResult({ label: 'a', question: '¿Cuál es la aceleración?', reply: two })).toBeUndefined();
  });

  it('takes a carried value as used only when a step works with it and the result is another', () => {
    const carried: EarlierResult = { label: 'a', name: 'la aceleración', value: '2,5', unit: 'm/s²' };
    const using = worked(
      'm = 4 kg; F = 20 N; a = 2,5 m/s²',
      ['$F_r = 20 - 4 \\cdot 2{,}5 = 10$ N.'],
      '**Fr = 10 N**',
    );
    expect(usesResult(using.text, carried)).toBe(true);
    // Only listed in the data: a reading that never worked with it.
    const listing = worked('m = 4 kg; a = 2,5 m/s²', ['$P = 4 \\cdot 10 = 40$ N.'], '**P = 40 N**');
    expect(usesResult(listing.text, carried)).toBe(false);
    // «12,5» is not «2,5», and a result that only repeats the datum answers nothing new.
    const longer = worked('m = 4 kg', ['$x = 12{,}5$ m.'], '**x = 12,5 m**');
    expect(usesResult(longer.text, carried)).toBe(false);
    const echo = worked('a = 2,5 m/s²', ['$a = 2{,}5$ m/s².'], '**a = 2,5 m/s²**');
    expect(usesResult(echo.text, carried)).toBe(false);
  });

  it('leaves out of the statement only the data the earlier reply lists, never its gravity', () => {
    const fall = worked('h = 20 m', ['$v = \\sqrt{2 \\cdot 10 \\cdot 20} = 20$ m/s.'], '**v = 20 m/s**');
    expect(
      withoutUsedData('Una piedra de 2 kg se deja caer desde 20 m de altura (g = 10 m/s²).', fall.text),
    ).toBe('Una piedra de 2 kg se deja caer (g = 10 m/s²).');
    // The 2 of a step («2 · 10 · 20») is not the mass of 2 kg: only the listed data go.
    expect(withoutUsedData('Una piedra de 2 kg cae.', fall.text)).toBeUndefined();
  });

  it('says which earlier result a part used', () => {
    const carried: EarlierResult = { label: 'a', name: 'la aceleración', value: '2,5', unit: 'm/s²' };
    expect(chainedReply('**F = 10 N**', carried)).toMatch(/^Con la aceleración de a\), 2,5 m\/s²:/);
    const symbol: EarlierResult = { label: 'a', name: 'v', value: '20', unit: 'm/s' };
    expect(chainedReply('**Ec = 400 J**', symbol)).toMatch(/^Con el resultado de a\), v = 20 m\/s:/);
  });
});

describe('a later part read with the earlier part’s result', () => {
  const friction = worked(
    'm = 4 kg; F = 20 N; a = 2,5 m/s²',
    ['Segunda ley: $F_r = 20 - 4 \\cdot 2{,}5 = 10$ N.'],
    '**Fr = 10 N**',
  );

  it('answers the part for sure with the result said as a datum, and says so', () => {
    const solve = solverFor([
      [/¿Cuál es la aceleración/, acceleration],
      [/La aceleración del bloque es 2,5 m\/s²\.\n¿Cuánto vale la fuerza de rozamiento/, friction],
    ]);
    const reply = partsReply(question, solve);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('Con la aceleración del bloque de a), 2,5 m/s²:');
    expect(reply?.text).toContain('**Fr = 10 N**');
  });

  it('never states as sure a part whose reading does not use the carried value', () => {
    const unused = worked('m = 4 kg; F = 20 N', ['$F_r = 20 - 4 \\cdot 3 = 8$ N.'], '**Fr = 8 N**');
    const solve = solverFor([
      [/¿Cuál es la aceleración/, acceleration],
      [/La aceleración del bloque es 2,5 m\/s²\.\n¿Cuánto vale la fuerza de rozamiento/, unused],
    ]);
    const reply = partsReply(question, solve);
    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('Fr = 8 N');
  });

  it('carries nothing an earlier part was not sure of', () => {
    const solve = solverFor([
      [/¿Cuál es la aceleración/, { ...acceleration, certain: false }],
      [/La aceleración del bloque es 2,5 m\/s²/, friction],
    ]);
    const reply = partsReply(question, solve);
    expect(reply?.certain).toBe(false);
    expect(solve.seen.some((problem) => /es 2,5 m\/s²/.test(problem))).toBe(false);
  });

  it('keeps a part unsure when its chained reading is unsure', () => {
    const solve = solverFor([
      [/¿Cuál es la aceleración/, acceleration],
      [/es 2,5 m\/s²\.\n¿Cuánto vale la fuerza de rozamiento/, { ...friction, certain: false }],
    ]);
    expect(partsReply(question, solve)?.certain).toBe(false);
  });

  it('answers «¿qué velocidad tiene en ese instante?» at the meeting a chase page asked first', () => {
    const chase = answerOfflineDetailed({
      message:
        'Una moto pasa a 72 km/h constantes junto a un auto detenido. En ese mismo instante el auto arranca tras ella con una aceleración constante de 2 m/s².\na) ¿Cuánto tarda el auto en alcanzar a la moto?\nb) ¿Qué distancia recorrió el auto hasta alcanzarla?\nc) ¿Qué velocidad tiene el auto en ese instante, en km/h?',
      passages: [],
    });
    expect(chase.certain).toBe(true);
    expect(chase.text).toContain('t = 20 s');
    expect(chase.text).toContain('400 m');
    expect(chase.text).toContain('144 km/h');
    // Without the part that asks when, «ese instante» is no meeting: left unsure.
    const alone = answerOfflineDetailed({
      message:
        'Una moto pasa a 72 km/h constantes junto a un auto detenido. En ese mismo instante el auto arranca tras ella con una aceleración constante de 2 m/s². ¿Qué velocidad tiene el auto en ese instante?',
      passages: [],
    });
    expect(alone.certain).toBe(false);
  });

  it('solves exam statements whose later part needs an earlier result, through the engine', () => {
    const fall = answerOfflineDetailed({
      message:
        'Una maceta de 3 kg cae desde un balcón a 45 m de altura (g = 10 m/s²).\na) ¿Con qué velocidad llega al suelo?\nb) ¿Cuál es su energía cinética en ese instante?',
      passages: [],
    });
    expect(fall.certain).toBe(true);
    expect(fall.text).toContain('Con el resultado de a), v = 30 m/s:');
    expect(fall.text).toContain('**Ec = 1.350 J**');
    const acid = answerOfflineDetailed({
      message:
        'Se disuelven 0,05 mol de ácido nítrico (HNO₃), un ácido fuerte, en agua hasta obtener 5 L de solución.\na) ¿Cuál es la molaridad de la solución?\nb) ¿Cuál es su pH?',
      passages: [],
    });
    expect(acid.certain).toBe(true);
    expect(acid.text).toContain('**pH = 2**');
  });
});

describe('a later part of an exam page read with an earlier result', () => {
  it('keeps the one datum the later part still needs (the mass) beside the earlier result', () => {
    const reply = answerOfflineDetailed({
      message:
        'Sobre un cuerpo de 2 kg, en reposo sobre un piso liso, actúa durante 5 s una fuerza horizontal de 8 N. i) Determine la velocidad que tiene al cabo de los 5 s. ii) Determine su energía cinética en ese instante.',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Con el resultado de i), v = 20 m/s:');
    expect(reply.text).toContain('**Ec = 400 J**');
  });

  it('names an earlier result asked with a condition by its symbol, so the condition’s number is no datum', () => {
    const result = earlierResult({
      label: 'a',
      question: 'Determine la velocidad que tiene al cabo de los 5 s.',
      reply: worked('t = 5 s', ['$v = 4 \\cdot 5 = 20\\ \\text{m/s}$.'], '**v = 20 m/s**'),
    });
    expect(result && resultDatum(result)).toBe('v = 20 m/s.');
  });

  it('writes out a named line an earlier part found («perpendicular a L₁», «entre L₁ y L₂»)', () => {
    const reply = answerOfflineDetailed({
      message:
        'La recta L₁ pasa por los puntos (−2; 0) y (0; 4).\na) Halle la ecuación de L₁.\nb) Halle la ecuación de la recta L₂, perpendicular a L₁, que pasa por el origen.\nc) Determine el punto de intersección entre L₁ y L₂.',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Con L₁: y = 2x + 4 (de a)):');
    expect(reply.text).toContain('**y = -0,5x**');
    expect(reply.text).toContain('**Solución: x = -1,6; y = 0,8**');
    // A point the statement gives beside the line is not in the earlier reply: the part is not read alone.
    const withPoint = answerOfflineDetailed({
      message:
        'La recta r pasa por (1; 3) y (3; 7), y P = (5; 4).\na) Halle la ecuación de la recta r.\nb) Halle la recta paralela a r que pasa por P.',
      passages: [],
    });
    expect(withPoint.text).not.toContain('Con r:');
  });

  it('names a line before its noun («Sea L₁ la recta…») and reads «se cortan r y s» with both lines', () => {
    const named = answerOfflineDetailed({
      message:
        'Sea L₁ la recta que pasa por los puntos A = (1; 1) y B = (3; 5).\na) Hallar la ecuación explícita de L₁.\nb) Hallar la ecuación de la recta L₂, perpendicular a L₁, que pasa por el origen de coordenadas.\nc) Determinar el punto de intersección de L₁ y L₂.',
      passages: [],
    });
    expect(named.certain).toBe(true);
    expect(named.text).toContain('Con L₁: y = 2x - 1 (de a)) y L₂: y = -0,5x (de b)):');
    expect(named.text).toContain('**Solución: x = 0,4; y = -0,2**');
    // «c) el punto en que se cortan r y s», which read alone gives r's own reply again.
    const crossing = answerOfflineDetailed({
      message:
        'La recta r pasa por los puntos A(0; 3) y B(2; −1).\na) Calcule la pendiente de r y escriba su ecuación explícita.\nb) Halle la ecuación de la recta s, perpendicular a r, que pasa por el punto P(2; 2).\nc) Determine las coordenadas del punto en que se cortan r y s.',
      passages: [],
    });
    expect(crossing.certain).toBe(true);
    expect(crossing.text).toContain('**Solución: x = 0,8; y = 1,4**');
  });

  it('reads «en ese caso» with the earlier question’s condition and «esos moles» with its moles', () => {
    const alumina = answerOfflineDetailed({
      message:
        'Dada la reacción sin balancear Al + O₂ → Al₂O₃: a) ¿Cuántos moles de O₂ reaccionan con 4 mol de aluminio? b) ¿Qué masa de Al₂O₃ se obtiene en ese caso?',
      passages: [],
    });
    expect(alumina.certain).toBe(true);
    expect(alumina.text).toContain('**Se forman 204 g de Al₂O₃.**');
    const ammonia = answerOfflineDetailed({
      message:
        'Para la reacción N₂ + H₂ → NH₃ (sin balancear), se pide: i) balancear la ecuación; ii) los moles de NH₃ que se forman a partir de 6 mol de H₂; iii) la masa de NH₃ que corresponde a esos moles.',
      passages: [],
    });
    expect(ammonia.certain).toBe(true);
    expect(ammonia.text).toContain('**4 mol de NH₃ pesan 68 g.**');
    // With no moles stated before, «esos moles» is not answered by the balancing it would repeat.
    const none = answerOfflineDetailed({
      message:
        'Para la reacción N₂ + H₂ → NH₃ (sin balancear), se pide: i) balancear la ecuación; ii) la masa de NH₃ que corresponde a esos moles.',
      passages: [],
    });
    expect(none.certain).toBe(false);
  });

  it('gives «la velocidad inicial en m/s» from a sibling’s conversion, never another unknown', () => {
    const reply = answerOfflineDetailed({
      message:
        'Un auto de 1200 kg que circula a 108 km/h frena con desaceleración constante y se detiene en 6 s.\na) Exprese la velocidad inicial en m/s.\nb) Determine la fuerza de frenado.',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**v₀ = 30 m/s**');
    expect(reply.text).toContain('**F = 6.000 N**');
  });

  it('never gives «¿Cuánto tarda en alcanzarla?» the time a sibling worked out to the ground', () => {
    // The time to the ground (3,83 s) was stated, sure, for the time to the top (1 s).
    const reply = answerOfflineDetailed({
      message:
        'Desde la terraza de un edificio de 35 m de altura se lanza una pelota verticalmente hacia arriba con una velocidad de 10 m/s (g = 10 m/s²).\na) ¿Qué altura máxima alcanza sobre la terraza?\nb) ¿Cuánto tarda en alcanzarla?\nc) ¿Con qué velocidad llega al suelo?',
      passages: [],
    });
    expect(reply.text).not.toContain('**t = 3,8284 s**');
    expect(
      fromSiblings(
        { label: 'b', question: '¿Cuánto tarda en llegar a la altura máxima?', reply: undefined },
        [
          {
            label: 'c',
            question: '¿Con qué velocidad llega al suelo?',
            reply: worked('h = 35 m', ['$t = \\frac{10 + 28}{10} = 3{,}8\\ \\text{s}$.'], '**v = 28 m/s**'),
          },
        ],
      ),
    ).toBeUndefined();
  });

  it('evaluates «el producto x · y» after «Se pide:» bullets with the system’s solution', () => {
    const reply = answerOfflineDetailed({
      message:
        'Se pide:\n- resolver el sistema x + 2y = 7, 3x − y = 7;\n- con la solución obtenida, calcular el producto x · y.',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Con el resultado de 1), x = 3, y = 2:');
    expect(reply.text).toContain('**3 · 2 = 6**');
  });
});

describe('what a part asks, told apart from a quantity of the same words', () => {
  it('reads the friction coefficient, a block’s push on another and a temperature in kelvin as their own', () => {
    expect(askedQuantity('¿Cuál es el coeficiente de rozamiento cinético?')).not.toBe(
      askedQuantity('¿Cuánto vale la fuerza de rozamiento?'),
    );
    expect(askedQuantity('¿Qué fuerza ejerce m₁ sobre m₂?')).toBeDefined();
    expect(askedQuantity('¿Qué fuerza ejerce la cuerda sobre el bloque?')).toBeUndefined();
    expect(askedQuantity('¿Cuál es la temperatura del gas en kelvin?')).toBeDefined();
  });

  it('reads «la desaceleración» as the acceleration a braking part computed on its way', () => {
    expect(askedQuantity('La desaceleración del auto.')).toBe(askedQuantity('¿Cuál es su aceleración?'));
    const reply = answerOfflineDetailed({
      message:
        'Una camioneta de 1500 kg que marcha a 54 km/h frena uniformemente y se detiene en 45 m. Determinar:\na) La desaceleración de la camioneta.\nb) La fuerza de frenado.',
      passages: [],
    });
    // v₀ = 15 m/s: a = −225/90 = −2,5 m/s², F = 1500 · 2,5 = 3750 N.
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**a = −2,5 m/s²** (en contra del movimiento: módulo 2,5 m/s²)');
    expect(reply.text).toContain('**F = 3.750 N**');
  });

  it('takes one result naming each part’s quantity by its symbol as an answer to each («a = …; T = …»)', () => {
    const atwood = answerOfflineDetailed({
      message:
        'Dos cuerpos de 5 kg y 3 kg cuelgan de los extremos de una cuerda que pasa por una polea fija (máquina de Atwood). Considere g = 10 m/s². Hallar:\na) La aceleración del sistema.\nb) La tensión de la cuerda.',
      passages: [],
    });
    // a = 2 · 10/8 = 2,5 m/s²; T = 3 · 12,5 = 37,5 N.
    expect(atwood.certain).toBe(true);
    expect(atwood.text).toContain('**a = 2,5 m/s²; T = 37,5 N**');
    // A weight and a power are both «P»: one «P = …» names neither for sure.
    const shared = worked('m = 5 kg', ['$P = 5 \\cdot 10 = 50$ N.'], '**P = 50 N**');
    const reply = partsReply(
      'Un motor sube un bloque de 5 kg.\na) El peso del bloque.\nb) La potencia del motor.',
      solverFor([[/bloque/, shared]]),
    );
    expect(reply?.certain).toBe(false);
  });

  it('takes a meeting’s time in hours from the part that computed it on its way', () => {
    const meeting = worked(
      'v_A = 80 km/h; v_B = 70 km/h; d = 300 km',
      ['$(80 + 70)\\,t = 300$, así que $t = \\frac{300}{150} = 2$ h.', '$x_A = 80 \\cdot 2 = 160$ km.'],
      '**Se cruzan a 160 km de A.**',
    );
    const time = { label: 'a', question: 'El tiempo que tardan en encontrarse.', reply: undefined };
    const siblings = [time, { label: 'b', question: 'A qué distancia de A se cruzan.', reply: meeting }];
    expect(fromSiblings(time, siblings)).toContain('**t = 2 h**');
  });

  it('reads the moles of a solution then diluted as n = C·V: never the starting concentration for them', () => {
    const reply = answerOfflineDetailed({
      message:
        'Se toman 300 mL de una solución de NaOH 0,4 M y se diluyen con agua.\na) ¿Cuántos moles de NaOH hay en los 300 mL tomados?\nb) ¿Hasta qué volumen, en mL, hay que diluir para que quede 0,1 M?',
      passages: [],
    });
    expect(reply.text).not.toContain('**C₁ = 0,4 M**');
    // The moles of the solution taken, from its own concentration and volume (water adds none).
    expect(reply.text).toContain('**n = 0,12 mol**');
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**V₂ = 1.200 mL**');
  });
});

describe('a letter an earlier part found, put in its place', () => {
  const found: EarlierResult = { label: 'a', name: 'x', value: '32', unit: '' };
  const reply = 'Resolvamos log₂ x = 5: $x = 2^{5} = 32$.\n\n**Solución: x = 32**';

  it('evaluates the later expression with the value, a product written with a dot', () => {
    expect(withEarlierValue('¿Cuánto vale log₂(4x)?', found, 'Se sabe que log₂ x = 5.', reply)).toBe(
      '¿Cuánto vale log₂(4 · 32)?',
    );
    expect(
      earlierResult({ label: 'a', question: '¿Cuánto vale x?', reply: { text: reply, certain: true } }),
    ).toEqual(found);
  });

  it('leaves an equation (its letter is a new unknown) and a statement with data the result did not use', () => {
    expect(withEarlierValue('Resolvé log₂(4x) = 9', found, 'Se sabe que log₂ x = 5.', reply)).toBeUndefined();
    expect(
      withEarlierValue('¿Cuánto vale log₂(4x)?', found, 'Se sabe que log₂ x = 5 y que y = 3.', reply),
    ).toBeUndefined();
    expect(withEarlierValue('¿Cuánto vale 2y?', found, 'Se sabe que log₂ x = 5.', reply)).toBeUndefined();
  });

  it('answers the later part through the engine, saying the value it used', () => {
    const reply = answerOfflineDetailed({
      message: 'Se sabe que log₃ x = 4.\na) ¿Cuánto vale x?\nb) ¿Cuánto vale log₃(3x)?',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Con el resultado de a), x = 81:');
    expect(reply.text).toMatch(/\*\*= 5\*\*/);
  });
});

describe('the moles a molarity found on its way', () => {
  const molarity = worked(
    'V = 500 mL; m = 20 g de NaOH',
    [
      'Pasá a moles: $n = \\frac{m}{masa\\ molar} = \\frac{20}{40} = 0{,}5$ mol.',
      '$M = \\frac{0{,}5}{0{,}5} = 1$ mol/L.',
    ],
    '**M = 1 mol/L (1 M)**',
  );
  const siblings = (question: string) => [
    { label: 'a', question, reply: undefined },
    { label: 'b', question: '¿Cuál es la molaridad de la solución?', reply: molarity },
  ];

  it('answers the moles of the one substance the statement names', () => {
    const [moles] = siblings('¿Cuántos moles de NaOH se disolvieron?');
    const statement = 'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución.';
    expect(
      moles && fromSiblings(moles, siblings('¿Cuántos moles de NaOH se disolvieron?'), statement),
    ).toContain('**n = 0,5 mol**');
  });

  it('leaves moles of atoms, and a statement with two substances, to their own reading', () => {
    const [atoms] = siblings('¿Cuántos moles de átomos de oxígeno hay?');
    const one = 'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución.';
    expect(
      atoms && fromSiblings(atoms, siblings('¿Cuántos moles de átomos de oxígeno hay?'), one),
    ).toBeUndefined();
    const [moles] = siblings('¿Cuántos moles de CO₂ se forman?');
    const two = 'Se calientan 50 g de CaCO₃, que se descompone en CaO y CO₂.';
    expect(moles && fromSiblings(moles, siblings('¿Cuántos moles de CO₂ se forman?'), two)).toBeUndefined();
  });
});

describe('a part taken from a sibling, in the unit the part asks', () => {
  it('does not state the sibling’s value in another unit than the one asked', async () => {
    const message = [
      'Una grúa levanta 200 kg a 30 m de altura en 1 min, a velocidad constante. Tomá g = 10 m/s² y 1 CV = 735,5 W.',
      'a) ¿Qué trabajo realiza, en kJ?',
      'b) ¿Qué potencia desarrolla, en CV?',
    ].join('\n');
    const reply = await answerOfflineDetailed({ message, passages: [] });
    // «W = 60.000 J» (from part b's steps) is not what «en kJ» asks: not stated as sure.
    expect(reply.certain && /\*\*W = 60\.000 J\*\*/.test(reply.text)).toBe(false);
  });
});

describe('a part that is only a condition', () => {
  it('does not answer what the condition names («¿Y si no hubiera rozamiento?» is no friction asked)', async () => {
    const message = [
      'Un bloque de 10 kg se arrastra por un piso con una fuerza horizontal de 60 N; el coeficiente de rozamiento es 0,4. Tomá g = 10 m/s².',
      'a) ¿Qué aceleración tiene?',
      'b) ¿Y si no hubiera rozamiento?',
    ].join('\n');
    const reply = await answerOfflineDetailed({ message, passages: [] });
    // Was «F_r = 40 N», sure; the part asks the acceleration again, without friction (6 m/s²).
    expect(reply.certain && /F_r = 40 N/.test(reply.text)).toBe(false);
  });
});

describe('a part read without the data only the other parts use', () => {
  it('leaves out what the other sure replies list and the part’s own reading does not use', () => {
    const own = 'Así leí el enunciado: m = 400 kg; h = 12 m.\n\nTodavía no te doy un resultado.';
    const power = '**Datos:** t = 20 s; m = 400 kg; h = 12 m.\n\n**P = 2.400 W**';
    expect(
      withoutOthersData('Una grúa levanta 400 kg hasta una altura de 12 m en 20 s (g = 10 m/s²).', own, [
        power,
      ]),
    ).toBe('Una grúa levanta 400 kg hasta una altura de 12 m (g = 10 m/s²).');
    // A quantity the own reading converts in a step is its own, though its data list it converted.
    const braking = '**Datos:** m = 1.000 kg; v₁ = 20 m/s.\n\n1. Pasá la velocidad: 72 km/h = 20 m/s.';
    const time = '**Datos:** d = 40 m; v₀ = 72 km/h.\n\n**t = 4 s**';
    expect(
      withoutOthersData('Un auto de 1.000 kg que va a 72 km/h frena hasta detenerse en 40 m.', braking, [
        time,
      ]),
    ).toBe('Un auto de 1.000 kg que va a 72 km/h frena hasta detenerse.');
    expect(withoutOthersData('Una grúa levanta 400 kg hasta 12 m.', own, [])).toBeUndefined();
  });

  it.each([
    [
      'Un montacargas sube una carga de 250 kg a velocidad constante hasta 8 m de altura en 10 s (g = 10 m/s²). a) ¿Cuánto aumenta la energía potencial de la carga? b) ¿Qué potencia media desarrolla?',
      ['Ep = 20.000 J', 'P = 2.000 W'],
    ],
    [
      'Una moto de 200 kg que va a 36 km/h frena hasta detenerse en 25 m. a) ¿Qué trabajo hace la fuerza de frenado? b) ¿Cuánto tarda en detenerse?',
      ['W = -10.000 J', 't = 5 s'],
    ],
    [
      'Un motor eleva 100 kg a velocidad constante a 15 m de altura en 30 s. Tomá g = 10 m/s² y 1 CV = 735,5 W. a) ¿Qué trabajo realiza, en kJ? b) ¿Qué potencia desarrolla, en CV?',
      ['W = 15.000 J = 15 kJ', 'P ≈ 0,68 CV'],
    ],
  ])('answers every part of «%s»', (message, results) => {
    const reply = answerOfflineDetailed({ message, passages: [] });
    expect(reply.certain).toBe(true);
    for (const result of results) expect(reply.text).toContain(result);
  });
});

describe('parts that take the friction away or change a datum', () => {
  const reply = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it.each([
    [
      'Un cajón de 20 kg es empujado por el piso con una fuerza horizontal de 100 N; el coeficiente de rozamiento cinético es 0,25 (g = 10 m/s²). a) ¿Qué aceleración adquiere? b) ¿Y si no hubiera rozamiento?',
      ['a = 2,5 m/s²', 'Con **μ = 0** (sin rozamiento)', 'a = 5 m/s²'],
    ],
    [
      'Un bloque de 4 kg se empuja con 30 N sobre una mesa con μ = 0,5. Tomá g = 10 m/s². a) ¿Cuál es su aceleración? b) Si no hubiera rozamiento, ¿cuál sería su aceleración?',
      ['a = 2,5 m/s²', 'a = 7,5 m/s²'],
    ],
  ])('answers «%s» without the friction in the second part', (message, results) => {
    const answer = reply(message);
    expect(answer.certain).toBe(true);
    for (const result of results) expect(answer.text).toContain(result);
  });

  it('answers a changed datum with no other part’s result (it took a = 2,5 m/s² for twice the mass)', () => {
    const answer = reply(
      'Un bloque de 4 kg se empuja con 30 N sobre una mesa con μ = 0,5. Tomá g = 10 m/s². a) ¿Cuál es la fuerza de rozamiento? b) Si la masa fuera el doble, ¿cuál sería la aceleración?',
    );
    expect(answer.certain).toBe(false);
    expect(answer.text).not.toContain('**a = 2,5 m/s²**');
  });

  it('does not read a stage’s duration away (3 m/s² for the 10 s of the next stage was a sure 30 m/s)', () => {
    const answer = reply(
      'Un auto que está detenido arranca con aceleración 3 m/s² durante 4 s, después sigue a velocidad constante 10 s. Calcular: a) la velocidad máxima; b) la distancia total; c) la velocidad media.',
    );
    expect(answer.text).not.toContain('v = 30 m/s');
    expect(answer.text).not.toContain('v_m = 15 m/s');
  });

  it('tells the net work from one force’s work (it took the crane’s W for the net work)', () => {
    expect(askedQuantity('¿Cuál es el trabajo neto sobre el contenedor?')).not.toBe(
      askedQuantity('¿Qué trabajo realiza la grúa?'),
    );
  });
});

describe('a part that sets a stage of its own from an earlier result', () => {
  const answer = async (lines: string[]) =>
    answerOfflineDetailed({ message: lines.join('\n'), passages: [] });

  it.each([
    [
      // v = √(2 · 10 · 3,2) = 8 m/s; a = 8² / (2 · 16) = 2 m/s², F = 4 · 2 = 8 N
      [
        'Una caja de 4 kg se suelta desde lo alto de un tobogán sin rozamiento de 3,2 m de altura (g = 10 m/s²).',
        'a) ¿Con qué velocidad llega abajo?',
        'b) Con la velocidad obtenida en a), recorre un piso horizontal con rozamiento y se detiene después de 16 m. ¿Cuánto vale la fuerza de rozamiento?',
      ],
      ['v = 8 m/s', 'F = 8 N'],
    ],
    [
      // v = √(2 · 10 · 1,8) = 6 m/s; a = 36 / 18 = 2 m/s², μ = 2 / 10 = 0,2
      [
        'Un bloque de 5 kg se suelta desde 1,8 m de altura en lo alto de una rampa sin rozamiento (g = 10 m/s²).',
        'a) ¿Qué rapidez tiene al pie de la rampa?',
        'b) Con la rapidez hallada en a), entra en una zona horizontal con rozamiento y se detiene luego de recorrer 9 m. ¿Cuál es el coeficiente de rozamiento?',
      ],
      ['v = 6 m/s', 'μ = 0,2'],
    ],
  ])('reads the body, the carried result and the stage’s own data: %j', async (lines, results) => {
    const reply = await answer(lines);
    expect(reply.certain).toBe(true);
    for (const result of results) expect(reply.text).toContain(`**${result}**`);
    expect(reply.text).toContain('Con el resultado de a)');
  });

  it('leaves unsure a part that names the result but gives no datum of its stage', async () => {
    const reply = await answer([
      'Un bloque de 5 kg se suelta desde 1,8 m de altura en lo alto de una rampa sin rozamiento (g = 10 m/s²).',
      'a) ¿Qué rapidez tiene al pie de la rampa?',
      'b) Con la rapidez hallada en a), ¿cuánto vale la fuerza de rozamiento?',
    ]);
    expect(reply.certain).toBe(false);
  });

  it('builds the stage from the body with its mass, the g given and the result named by its part', () => {
    const result: EarlierResult = { label: 'b', name: 'v', value: '10', unit: 'm/s' };
    const statement =
      'Un carrito de 2 kg parte del reposo desde lo alto de una rampa de 5 m de altura, sin rozamiento (g = 10 m/s²).';
    const stage =
      'Con la velocidad hallada en b), sigue por un tramo horizontal con rozamiento y se detiene luego de recorrer 20 m. ¿Cuánto vale la fuerza de rozamiento?';
    expect(stageProblem(statement, stage, result, '¿Con qué velocidad llega al pie?')).toBe(
      'Un carrito de 2 kg (g = 10 m/s²). v = 10 m/s. Sigue por un tramo horizontal con rozamiento y se detiene luego de recorrer 20 m. ¿Cuánto vale la fuerza de rozamiento?',
    );
    // Another part's result, a statement with no body of a mass, a part with no datum of its own.
    expect(stageProblem(statement, stage, { ...result, label: 'a' }, '¿Qué energía tiene?')).toBeUndefined();
    expect(
      stageProblem('Se suelta una pelota desde 5 m.', stage, result, '¿Con qué velocidad?'),
    ).toBeUndefined();
    expect(
      stageProblem(statement, 'Con la velocidad hallada en b), ¿cuánto vale el rozamiento?', result, '¿Y?'),
    ).toBeUndefined();
  });
});

describe('a datum an earlier question sets', () => {
  it('holds for a later part: the least friction coefficient for a braking distance asked in a)', async () => {
    // a = 30² / (2 · 90) = 5 m/s², F = 2000 · 5 = 10.000 N; μ = 5 / 10 = 0,5
    const reply = await answerOfflineDetailed({
      message: [
        'Una camioneta de 2000 kg circula a 30 m/s por una ruta horizontal y frena hasta detenerse (g = 10 m/s²).',
        'a) ¿Qué fuerza de frenado constante se necesita para detenerla en 90 m?',
        'b) ¿Cuál es el mínimo coeficiente de rozamiento entre las cubiertas y el asfalto?',
      ].join('\n'),
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**μ = 0,5**');
  });

  it('is added only for a unit the statement gives no number in, and never as a change', () => {
    const statement = 'Un auto de 1200 kg viaja a 20 m/s y frena hasta detenerse (g = 10 m/s²).';
    expect(withEarlierCondition(statement, ['¿Qué fuerza hace falta para detenerlo en 50 m?'])).toBe(
      'Un auto de 1200 kg viaja a 20 m/s y frena hasta detenerse (g = 10 m/s²), para detenerlo en 50 m.',
    );
    expect(
      withEarlierCondition('Un auto que va a 20 m/s frena en 30 m.', [
        '¿Qué fuerza hace falta para detenerlo en 50 m?',
      ]),
    ).toBeUndefined();
    expect(
      withEarlierCondition(statement, ['¿Qué aceleración tendría si la masa fuera de 900 kg?']),
    ).toBeUndefined();
    expect(withEarlierCondition(statement, ['¿Cuál es su energía cinética?'])).toBeUndefined();
  });
});

describe('a part that names the line an earlier part found', () => {
  const perpendicular = (equation: string, general: string): PartAnswer => ({
    label: 'a',
    question: 'La recta perpendicular a r que pasa por P(4; 0).',
    reply: {
      text: `## Recta perpendicular por un punto\n\n**Datos:** la recta $y = 2x + 1$; el punto $(4;\\ 0)$.\n\n**${equation}** (en forma general, ${general})`,
      certain: true,
    },
  });
  const statement = 'Dada la recta r: y = 2x + 1, se pide:';

  it('writes out «ambas rectas» with the statement’s line and «esa perpendicular» with the one found', () => {
    const earlier = [perpendicular('y = -0,5x + 2', 'x + 2y - 4 = 0')];
    expect(withFoundLine('El punto de intersección de ambas rectas.', earlier, statement)).toEqual({
      question: 'El punto de intersección de las rectas y = 2x + 1 y x + 2y - 4 = 0.',
      said: 'la recta de a), x + 2y - 4 = 0, y la del enunciado, y = 2x + 1',
    });
    expect(withFoundLine('¿Dónde corta esa perpendicular al eje y?', earlier, statement)?.question).toBe(
      '¿Dónde corta la recta x + 2y - 4 = 0 al eje y?',
    );
  });

  it('leaves a part with data of its own, a line no part found, or a statement datum unused', () => {
    const earlier = [perpendicular('y = -0,5x + 2', 'x + 2y - 4 = 0')];
    expect(
      withFoundLine('La intersección de ambas rectas con la recta y = 5.', earlier, statement),
    ).toBeUndefined();
    expect(withFoundLine('El punto de intersección de ambas rectas.', [], statement)).toBeUndefined();
    expect(
      withFoundLine(
        'El punto de intersección de ambas rectas.',
        earlier,
        'Dada la recta r: y = 2x + 1 y el punto Q(7; 9):',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      // r: y = −x/2 + 2; perpendicular by (2; 4): y = 2x; 2x = −x/2 + 2 → x = 0,8, y = 1,6
      'Dada la recta r: x + 2y = 4, hallar:\na) la recta perpendicular a r que pasa por el punto (2; 4);\nb) el punto de intersección de las dos rectas.',
      'x = 0,8; y = 1,6',
    ],
    [
      // perpendicular to y = 2x + 1 by (4; 0): y = −x/2 + 2; 2x + 1 = −x/2 + 2 → x = 0,4, y = 1,8
      'Dada la recta r: y = 2x + 1, se pide:\na) La ecuación de la recta perpendicular a r que pasa por P(4; 0).\nb) El punto de intersección de ambas rectas.',
      'x = 0,4; y = 1,8',
    ],
  ])('answers the intersection part sure: %s', async (message, solution) => {
    const reply = await answerOfflineDetailed({ message, passages: [] });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(`**Solución: ${solution}**`);
  });

  it('does not answer «ambas rectas con la recta y = 5» with the two lines’ meeting', async () => {
    const reply = await answerOfflineDetailed({
      message:
        'Dada la recta r: y = 2x + 1, se pide:\na) La ecuación de la recta perpendicular a r que pasa por P(4; 0).\nb) El punto de intersección de ambas rectas con la recta y = 5.',
      passages: [],
    });
    expect(reply.text).not.toContain('x = 0,4; y = 1,8');
  });
});

describe('a part read without the data only the other parts use, in the units a reading converts them to', () => {
  it('takes a datum another part converted («150 cm/s = 1,5 m/s») as that part’s, and one the own reading lists in SI as its own', () => {
    expect(
      withoutOthersData(
        'Un disco de 200 g desliza sobre una mesa horizontal con una rapidez inicial de 150 cm/s y se detiene por una fuerza de rozamiento de 0,3 N (g = 10 m/s²).',
        'Así leí el enunciado: F_r = 0,3 N; m = 0,2 kg; desliza sobre una superficie horizontal.',
        [
          '**Datos:** v₀ = 1,5 m/s; F_r = 0,3 N; m = 0,2 kg.\n\n1. Pasá la velocidad al SI: 150 cm/s = 1,5 m/s.\n\n**d = 75 cm (0,75 m)**',
        ],
      ),
    ).toBe(
      'Un disco de 200 g desliza sobre una mesa horizontal con una rapidez inicial y se detiene por una fuerza de rozamiento de 0,3 N (g = 10 m/s²).',
    );
    // «v = 30 m/s» is the statement's 108 km/h: kept; the 6 s only the force's reading used goes.
    expect(
      withoutOthersData(
        'Un auto de 1200 kg que circula a 108 km/h frena con desaceleración constante y se detiene en 6 s.',
        'Así leí el enunciado: m = 1.200 kg; v = 30 m/s.',
        ['**Datos:** m = 1.200 kg; v₀ = 108 km/h; v = 0 (se detiene); t = 6 s.\n\n**F = 6.000 N**'],
      ),
    ).toBe('Un auto de 1200 kg que circula a 108 km/h frena con desaceleración constante y se detiene.');
  });

  it.each([
    [
      // a = 0,8 / 0,4 = 2 m/s², d = 2² / (2 · 2) = 1 m = 100 cm; μ = 0,8 / (0,4 · 10) = 0,2
      'Un disco de 400 g se desliza sobre una mesa horizontal con una rapidez inicial de 200 cm/s y se detiene por una fuerza de rozamiento de 0,8 N (g = 10 m/s²).\na) ¿Cuántos centímetros recorre hasta detenerse?\nb) ¿Cuál es el coeficiente de rozamiento entre el disco y la mesa?',
      ['d = 100 cm', 'μ = 0,2'],
    ],
    [
      // 72 km/h = 20 m/s, a = 2 m/s², F = 10.000 N; Ec = ½ · 5000 · 20² = 1.000.000 J
      'Un camión de 5000 kg que circula a 72 km/h frena de manera uniforme y se detiene en 10 s.\na) ¿Cuál es la fuerza de frenado?\nb) ¿Cuánta energía cinética tenía al empezar a frenar?',
      ['F = 10.000 N', 'Ec = 1.000.000 J'],
    ],
  ])('answers both parts sure: %s', async (message, results) => {
    const reply = await answerOfflineDetailed({ message, passages: [] });
    expect(reply.certain).toBe(true);
    for (const result of results) expect(reply.text).toContain(`**${result}`);
  });
});

describe('a part whose reading says which data it left out', () => {
  it('is read without those another part’s sure reply lists', () => {
    expect(
      withoutSaidUnused(
        'Una garrafa quema 22 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. La combustión de un mol de propano libera 2220 kJ. Calcular:',
        'Así leí el enunciado: Trabajemos con C₃H₈ + 5O₂ → 3CO₂ + 4H₂O.\n\nTodavía no te doy un resultado: el enunciado también da el dato 2.220 y mi lectura no lo usa, así que podría estar resolviendo otro problema.',
        ['**Datos:** 2.220 kJ liberados por mol; 22 g de C₃H₈.\n\n**Se liberan 1.110 kJ.**'],
      ),
    ).toBe(
      'Una garrafa quema 22 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. La combustión de un mol de propano libera. Calcular:',
    );
    // Nothing said left out, or left out but no other part's: nothing taken away.
    expect(
      withoutSaidUnused('Quema 22 g de propano.', 'Así leí el enunciado: m = 22 g.', [
        '**Datos:** m = 22 g.',
      ]),
    ).toBeUndefined();
    expect(
      withoutSaidUnused(
        'Quema 22 g y libera 2220 kJ.',
        'el enunciado también da el dato 2.220 y mi lectura no lo usa',
        ['**Datos:** 22 g.'],
      ),
    ).toBeUndefined();
  });

  it('answers each part of a combustion page sure', async () => {
    // 11 g / 44 g/mol = 0,25 mol; O₂: 1,25 mol · 32 = 40 g; heat: 0,25 · 2220 = 555 kJ
    const reply = await answerOfflineDetailed({
      message:
        'Un mechero quema 11 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. La combustión de un mol de propano libera 2220 kJ. Calcular:\na) la masa de oxígeno consumida\nb) el calor liberado',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('40 g de O₂');
    expect(reply.text).toContain('555 kJ');
  });
});

describe('a page that defines a function and names a line an earlier part finds', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('meets the function with the line found: the function goes with the line, written out', () => {
    const page = solved(
      'Sean f(x) = x² − 2x − 3 y la recta r que pasa por los puntos (0; −3) y (3; 0).\na) Hallar la ecuación de r.\nb) Hallar los puntos de intersección entre el gráfico de f y la recta r.',
    );
    expect(page.certain).toBe(true);
    expect(page.text).toContain('**y = x - 3**');
    expect(page.text).toContain('**Puntos de intersección: (0; -3) y (3; 0)**');
    // Other words, other numbers, the data closed by a colon.
    const other = solved(
      'Dada la función f(x) = x² − 4 y la recta s que pasa por (0; 2) y (1; 3):\na) Hallá la ecuación de s.\nb) Hallá los puntos donde se cortan el gráfico de f y la recta s.',
    );
    expect(other.certain).toBe(true);
    expect(other.text).toContain('**Puntos de intersección: (-2; 0) y (3; 5)**');
  });

  it('leaves a function the statement does not define alone', () => {
    const page = solved(
      'Sean f(x) = x² + 1 y la recta r que pasa por los puntos (0; 1) y (1; 3).\na) Hallar la ecuación de r.\nb) Hallar los puntos de intersección entre el gráfico de g y la recta r.',
    );
    expect(page.certain).toBe(false);
    expect(page.text).not.toContain('Puntos de intersección');
  });

  it('reads «entre A y B» in one order as one thing, not two', () => {
    const reply = solved(
      'Sean f(x) = x² − 2x − 3 y la recta r: y = x − 3. Hallar los puntos de intersección entre el gráfico de f y la recta r.',
    );
    expect(reply.text).not.toContain('## 2.');
    expect(reply.text).toContain('**Puntos de intersección: (0; -3) y (3; 0)**');
  });
});

describe('a part that needs no gravity on a page that gives one in the formal «considere»', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('is read without the g and without the data only another part uses, sure when its resolution uses no g', () => {
    const truck = solved(
      'Un camión de 4 t que circula a 54 km/h por una ruta horizontal frena hasta detenerse en 50 m. Considere g = 10 m/s². Se pide:\na) La energía cinética del camión antes de frenar.\nb) El módulo de la fuerza media de frenado.',
    );
    expect(truck.certain).toBe(true);
    expect(truck.text).toContain('**Ec = 450.000 J**');
    expect(truck.text).toContain('**F = 9.000 N**');
    const car = solved(
      'Un auto de 1.200 kg va a 72 km/h y frena hasta detenerse en 40 m. Use g = 9,8 m/s².\na) ¿Cuál es su energía cinética inicial?\nb) ¿Qué fuerza media lo frena?',
    );
    expect(car.certain).toBe(true);
    expect(car.text).toContain('**Ec = 240.000 J**');
  });

  it('keeps a part that needs the g given unanswered rather than read with one of its own', () => {
    const weight = solved(
      'Un auto de 1.200 kg va a 72 km/h y frena hasta detenerse en 40 m. Use g = 9,8 m/s².\na) ¿Cuál es su peso?\nb) ¿Qué fuerza media lo frena?',
    );
    expect(weight.text).not.toMatch(/\*\*P = 12\.000 N\*\*/);
  });
});

describe('a condition an earlier question writes first', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('holds for the later parts: «c) Si se usa 2 horas por día durante 30 días, ¿…?» then «d) ¿Cuánto cuesta?»', () => {
    const iron = solved(
      'Una plancha se conecta a la red de 220 V y por ella circula una corriente de 5 A. La tarifa eléctrica es de $120 por kWh.\na) ¿Qué potencia consume?\nb) Si se usa 2 horas por día durante 30 días, ¿cuánta energía consume en kWh?\nc) ¿Cuánto cuesta esa energía?',
    );
    expect(iron.certain).toBe(true);
    expect(iron.text).toContain('**costo = $ 7.920**');
    const heater = solved(
      'Una estufa de 2.000 W se enchufa a 220 V. El kWh cuesta $ 100.\na) Si funciona 5 horas por día durante 20 días, ¿cuánta energía consume?\nb) ¿Cuánto se paga por esa energía?',
    );
    expect(heater.certain).toBe(true);
    expect(heater.text).toContain('**costo = $ 20.000**');
  });

  it('does not take a condition whose quantity the statement already gives', () => {
    const page = solved(
      'Un calefactor funciona a 220 V y consume 1.000 W.\na) Si se conectara a 110 V, ¿qué potencia consumiría?\nb) ¿Qué corriente circula?',
    );
    // Part b is the statement's 220 V, not the 110 V part a supposes.
    expect(page.text).toContain('**I ≈ 4,55 A**');
    expect(page.text).not.toContain('**I ≈ 9,09 A**');
  });
});

describe('a «¿Y si…?» part followed by its own order', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('asks with the change: «¿Y si los cables formaran 60°…? Calcule la nueva tensión»', () => {
    const ropes = solved(
      'Un semáforo de 30 kg cuelga del punto medio de dos cables iguales, cada uno de los cuales forma 45° con la horizontal (g = 10 m/s²).\na) Calcule la tensión de cada cable.\nb) ¿Y si los cables formaran 60° con la horizontal? Calcule la nueva tensión de cada uno.',
    );
    expect(ropes.certain).toBe(true);
    expect(ropes.text).toContain('**T en cada cuerda ≈ 173,21 N**');
    const wrench = solved(
      'Se aplica una fuerza de 40 N en el extremo de una llave de 25 cm, formando 30° con el mango.\na) Calcule el momento de la fuerza.\nb) ¿Y si la fuerza se aplicara perpendicular al mango? Calcule el momento.',
    );
    expect(wrench.certain).toBe(true);
    expect(wrench.text).toContain('**M = 10 N·m**');
  });

  it('never answers the order with the unchanged datum', () => {
    const block = solved(
      'Sobre un bloque de 4 kg apoyado en un piso sin rozamiento actúa una fuerza horizontal de 20 N.\na) Calcule la aceleración.\nb) ¿Y si la masa fuera el doble? Explique qué pasa con la aceleración.',
    );
    expect(block.text.split('## b)')[1]).not.toContain('**a = 5 m/s²**');
    // «¿Y si se soltara desde el doble de altura?» alone still asks the earlier question again.
    const fall = solved(
      'Un cuerpo de 2 kg se suelta desde 20 m de altura. Despreciá el rozamiento con el aire y tomá g = 10 m/s².\na) ¿Con qué velocidad llega al suelo?\nb) ¿Y si se soltara desde el doble de altura?',
    );
    expect(fall.certain).toBe(true);
    expect(fall.text).toContain('**v ≈ 28,28 m/s**');
  });
});

describe('a part that names an earlier result by its quantity', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('is read with that result and its own data when the statement’s others were the earlier part’s', () => {
    const ramp = solved(
      'Un cajón de 20 kg se sube por una rampa inclinada 37° tirando de él con una cuerda paralela a la rampa. El coeficiente de rozamiento cinético es 0,25. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s². Se pide:\na) La aceleración del cajón si la cuerda tira con 200 N.\nb) Con la aceleración de a), la distancia que recorre en 3 s partiendo del reposo.',
    );
    expect(ramp.certain).toBe(true);
    expect(ramp.text).toContain('**d = 9 m**');
    const incline = solved(
      'Un bloque de 10 kg baja por un plano inclinado 30° sin rozamiento (g = 10 m/s²).\na) Calcule su aceleración.\nb) Con la aceleración de a), calcule la distancia que recorre en 2 s partiendo del reposo.',
    );
    expect(incline.certain).toBe(true);
    expect(incline.text).toContain('**d = 10 m**');
    const motor = solved(
      'Un mecánico arrastra un motor de 150 kg por el piso horizontal con una soga horizontal. El coeficiente de rozamiento cinético es 0,3. Considere g = 9,8 m/s². Se pide:\n- la aceleración del motor si tira con 600 N;\n- la velocidad que alcanza, partiendo del reposo, tras recorrer 2 m con esa aceleración.',
    );
    expect(motor.certain).toBe(true);
    expect(motor.text).toContain('**v ≈ 2,06 m/s**');
  });

  it('takes «esa misma fuerza» from a result written «F mín = …»', () => {
    const crate = solved(
      'Un cajón de 30 kg está en reposo sobre el piso. Los coeficientes de rozamiento estático y cinético son 0,5 y 0,4. Considere g = 9,8 m/s².\na) ¿Qué fuerza horizontal mínima hay que aplicar para que empiece a moverse?\nb) Si, una vez en movimiento, se sigue aplicando esa misma fuerza, ¿qué aceleración adquiere?',
    );
    expect(crate.certain).toBe(true);
    expect(crate.text).toContain('a = 0,98 m/s²');
  });

  it('keeps the statement’s speed where the part needs it: a braking’s first seconds are not from rest', () => {
    const braking = solved(
      'Un auto que va a 72 km/h frena uniformemente y se detiene en 40 m.\na) ¿Cuál es su aceleración de frenado?\nb) Con esa aceleración, ¿qué distancia recorre en los primeros 2 s de frenado?',
    );
    expect(braking.text).not.toContain('**d = 10 m**');
    expect(braking.text).toContain('**d = 30 m**');
  });
});

describe('a part at the instant an earlier part found', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('asks at that instant: «¿Cuál es su posición en ese instante?» after «¿En qué instante se detiene?»', () => {
    const motion = solved(
      'La posición de un móvil está dada por x(t) = 10 + 4t − t², con x en metros y t en segundos.\na) ¿En qué instante se detiene?\nb) ¿Cuál es su posición en ese instante?',
    );
    expect(motion.certain).toBe(true);
    expect(motion.text).toContain('**x = 14 m**');
    const ball = solved(
      'Una pelota se lanza hacia arriba a 20 m/s (g = 10 m/s²).\na) ¿En qué instante alcanza la altura máxima?\nb) ¿Qué velocidad tiene en ese instante?',
    );
    expect(ball.certain).toBe(true);
    expect(ball.text).toContain('**v = 0 m/s**');
  });

  it('leaves a result that is no time alone', () => {
    const car = solved(
      'Un auto parte del reposo con aceleración constante de 2 m/s².\na) ¿Qué distancia recorre en 5 s?\nb) ¿Qué velocidad tiene en ese instante?',
    );
    // The instant is part a's 5 s, from its words; never «a los 25 m».
    expect(car.text).not.toContain('a los 25');
    expect(car.text).toContain('**v = 10 m/s**');
  });
});

describe('a part that evaluates with the letter an earlier part found, named with its letter', () => {
  const solved = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('puts the value in «Con el valor de x hallado en a), calcular …»', () => {
    const logs = solved(
      'Ecuaciones logarítmicas. Se pide:\na) Resolver la ecuación log₂(x + 3) + log₂(x − 3) = 4.\nb) Con el valor de x hallado en a), calcular log₅ x + log₅ 25.',
    );
    expect(logs.certain).toBe(true);
    expect(logs.text).toContain('**= 3**');
    const powers = solved(
      'Se pide:\na) Resolver la ecuación 2^(x − 1) = 8.\nb) Con el valor de x hallado en a), calcular log₂ x + log₂ 8.',
    );
    expect(powers.certain).toBe(true);
    expect(powers.text).toContain('**= 5**');
  });
});

describe('a conversion as an earlier result', () => {
  it('takes the value after the «=» of «86 °F = 30 °C» as the result', () => {
    const part: PartAnswer = {
      label: 'a',
      question: 'Exprese esa temperatura en grados Celsius.',
      reply: { text: '## Escalas\n\n1. Paso.\n\n**86 °F = 30 °C**', certain: true },
    };
    expect(earlierResult(part)).toEqual({ label: 'a', name: 'el resultado', value: '30', unit: '°C' });
  });

  it('passes a temperature converted in one part to the unit the next asks', async () => {
    const reply = await answerOfflineDetailed({
      message:
        'Un termómetro graduado en la escala Fahrenheit marca 122 °F.\na) Exprese esa temperatura en grados Celsius.\nb) Exprésela en kelvin.',
      passages: [],
    });
    expect(reply.text).toMatch(/122 °F = 50 °C/);
    expect(reply.text).toMatch(/Con el resultado de a\), 50 °C/);
    expect(reply.text).toMatch(/\*\*50 °C = 323(?:,15)? K\*\*/);
  });
});

describe('a total carried into a part about one element (#32)', () => {
  const mains =
    'En un local, conectados en paralelo a la red de 220 V, funcionan un horno de 1100 W y dos lámparas de 40 W cada una.';

  it('is no datum of one element in parallel or on the mains', () => {
    expect(
      totalForOneElement(
        mains,
        '¿Qué corriente total circula por la línea?',
        '¿Cuál es la resistencia de cada lámpara?',
      ),
    ).toBe(true);
    expect(
      totalForOneElement(
        'Dos resistencias de 4 Ω y 12 Ω están en paralelo a 6 V.',
        '¿Cuál es la resistencia equivalente?',
        '¿Qué corriente pasa por R2?',
      ),
    ).toBe(true);
  });

  it('still is in series, or when the later part asks for the whole too', () => {
    expect(
      totalForOneElement(
        'Dos resistencias de 4 Ω y 12 Ω están en serie a 8 V.',
        '¿Cuál es la corriente total?',
        '¿Qué tensión cae en la resistencia de 4 Ω?',
      ),
    ).toBe(false);
    expect(
      totalForOneElement(mains, '¿Qué corriente total circula?', '¿Cuánta potencia consumen en total?'),
    ).toBe(false);
  });

  it('leaves the element’s part of an appliances page unsure rather than answered with the total', () => {
    const reply = answerOfflineDetailed({
      message: `${mains}\na) ¿Qué corriente total circula por la línea?\nb) ¿Cuál es la resistencia de cada lámpara?`,
      passages: [],
    });
    expect(reply.text).not.toMatch(/Con el resultado de a\)/);
    expect(reply.text).toContain('**I ≈ 5,36 A**');
  });
});

describe('the number of solutions asked after a part that found them (#32)', () => {
  const solved = (line: string): PartAnswer => ({
    label: 'a',
    question: 'Resolvé la ecuación.',
    reply: { text: `## Ecuación\n\n1. Paso.\n\n${line}\n\n¿Y si cambia?`, certain: true },
  });

  it('counts the solutions the earlier result states, or names none', () => {
    expect(
      solutionsCounted(
        '¿Cuántas soluciones tiene en ese intervalo?',
        solved('**x ∈ { 30°; 150°; 210°; 330° }**'),
      )?.text,
    ).toContain('**4 soluciones**');
    expect(
      solutionsCounted(
        '¿Cuántas raíces tiene?',
        solved('**2 soluciones en $[0; 2\\pi)$: x ∈ { π/2; 3π/2 }**'),
      )?.text,
    ).toContain('**2 soluciones**');
    expect(solutionsCounted('¿Cuántas soluciones tiene?', solved('**x = 3**'))).toBeUndefined();
    expect(solutionsCounted('¿Cuánto vale x?', solved('**x ∈ { 30°; 150° }**'))).toBeUndefined();
  });

  it('reads an exam item numbered before its parts without taking the number as a datum', () => {
    const reply = answerOfflineDetailed({
      message:
        '17) a) Resolvé 2sen²x − sen x − 1 = 0 para 0° ≤ x < 360°.\nb) ¿Cuántas soluciones tiene en ese intervalo?',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**3 soluciones**');
  });
});
