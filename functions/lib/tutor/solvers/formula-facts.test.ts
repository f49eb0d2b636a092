import { describe, expect, it } from 'vitest';
import { atomicMasses } from '../../science/atomic-masses.ts';
import { compositionOf, molarMass } from '../../science/formula.ts';
import { solveMolarMass } from './chemistry.ts';
import { solveMassPercent, solveOxidationNumber } from './formula-facts.ts';

const answer = (reply: { text: string } | string | undefined) =>
  (typeof reply === 'string' ? reply : reply?.text)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveOxidationNumber', () => {
  it.each([
    ['El número de oxidación del azufre en el H₂SO₄ es:', '**número de oxidación de S = +6**'],
    ['¿Cuál es el número de oxidación del Cr en el ion Cr₂O₇²⁻?', '**número de oxidación de Cr = +6**'],
    ['Indicá el estado de oxidación del nitrógeno en el NH₄⁺.', '**número de oxidación de N = −3**'],
    [
      '¿Qué número de oxidación tiene el P? Calculá el número de oxidación del P en el H3PO4.',
      '**número de oxidación de P = +5**',
    ],
    ['El número de oxidación del cloro en el NaClO es:', '**número de oxidación de Cl = +1**'],
    ['El número de oxidación del hidrógeno en el NaH es:', '**número de oxidación de H = −1**'],
    [
      'En el ácido nitroso, HNO₂, el nitrógeno actúa con número de oxidación:',
      '**número de oxidación de N = +3**',
    ],
    [
      'Para el sulfato de sodio, Na2SO4, ¿cuál es el número de oxidación del azufre?',
      '**número de oxidación de S = +6**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(solveOxidationNumber(statement))).toBe(expected);
  });

  it.each([
    ['a peroxide, where O is −1', 'El número de oxidación del oxígeno en el H2O2 es:'],
    ['two unknown elements (Fe and S)', 'El número de oxidación del Fe en el FeSO4 es:'],
    ['an ion without its charge', '¿Cuál es el número de oxidación del S en el ion SO4?'],
    ['an element not in the compound', 'El número de oxidación del N en el H2SO4 es:'],
    ['a number it does not read', 'El número de oxidación del S en 20 g de H2SO4 es:'],
    [
      'two compounds before the question',
      'Se mezclan HNO3 y H2SO4. ¿Cuál es el número de oxidación del azufre?',
    ],
    [
      'an element written twice, with two numbers',
      '¿Cuál es el número de oxidación del nitrógeno en el NH₄NO₃?',
    ],
    ['carbon in two places', '¿Cuál es el número de oxidación del carbono en el CH3COOH?'],
  ])('declines %s', (_kind, statement) => {
    expect(solveOxidationNumber(statement)).toBeUndefined();
  });

  it('makes the sum of the numbers the charge (property)', () => {
    for (const [formula, element, charge, x] of [
      ['KMnO4', 'Mn', 0, 7],
      ['HNO2', 'N', 0, 3],
      ['Na2CO3', 'C', 0, 4],
      ['CaCl2', 'Cl', 0, -1],
    ] as const) {
      const reply = answer(
        solveOxidationNumber(`El número de oxidación del ${element} en el ${formula} es:`),
      );
      const stated = Number((/= ([+−-]?\d+)/.exec(reply ?? '')?.[1] ?? '').replace('−', '-'));
      expect(stated).toBe(x);
      const composition = compositionOf(formula);
      const fixed: Record<string, number> = { K: 1, Na: 1, Ca: 2, H: 1, O: -2 };
      const sum = [...composition].reduce(
        (total, [e, n]) => total + n * (e === element ? stated : (fixed[e] ?? 0)),
        0,
      );
      expect(sum).toBe(charge);
    }
  });
});

describe('solveMassPercent', () => {
  it.each([
    ['¿Cuál es el porcentaje en masa de nitrógeno en el nitrato de amonio, NH₄NO₃?', '**%N = 35 %**'],
    ['El porcentaje de oxígeno en el carbonato de calcio, CaCO₃, es:', '**%O = 48 %**'],
    ['¿Cuál es el porcentaje de hierro en el Fe2O3? (Fe = 56; O = 16)', '**%Fe = 70 %**'],
    ['¿Qué porcentaje de oxígeno hay en el agua?', '**%O = 88,89 %**'],
    ['¿Qué porcentaje en masa de calcio tiene el hidróxido de calcio?', '**%Ca = 54,05 %**'],
  ])('%s', (statement, expected) => {
    expect(answer(solveMassPercent(statement))).toBe(expected);
  });

  it.each([
    [
      'atomic masses other than the course’s',
      '¿Cuál es el porcentaje de hierro en el Fe2O3? (Fe = 55,8; O = 16)',
    ],
    ['a solution’s % m/m', '¿Cuál es el porcentaje de NaCl en una solución con 20 g de sal en 80 g de agua?'],
    ['an element the compound lacks', '¿Cuál es el porcentaje de azufre en el CaCO3?'],
    [
      'a sample with impurities',
      '¿Cuál es el porcentaje de hierro en una muestra de 50 g de mineral de Fe2O3?',
    ],
    ['two questions', '¿Cuál es el porcentaje de oxígeno en el SO₃? ¿Y el del azufre?'],
  ])('declines %s', (_kind, statement) => {
    expect(solveMassPercent(statement)).toBeUndefined();
  });

  it('adds up to 100 % over the elements of a compound (property)', () => {
    for (const formula of ['H2SO4', 'Ca(OH)2', 'Al2(SO4)3', 'NH4NO3']) {
      const total = [...compositionOf(formula).keys()]
        .map((element) => answer(solveMassPercent(`¿Cuál es el porcentaje de ${element} en el ${formula}?`)))
        .map((line) => Number((/= ([\d,]+) %/.exec(line ?? '')?.[1] ?? '').replace(',', '.')))
        .reduce((sum, p) => sum + p, 0);
      expect(total).toBeCloseTo(100, 0);
    }
    expect(molarMass(compositionOf('NH4NO3'))).toBe(
      2 * atomicMasses.N + 4 * atomicMasses.H + 3 * atomicMasses.O,
    );
  });
});

describe('solveMolarMass with a name and its formula', () => {
  it('takes the formula written out, not the element in the name', () => {
    expect(answer(solveMolarMass('Calculá la masa molar del sulfato de aluminio, Al₂(SO₄)₃.'))).toBe(
      '**M(Al₂(SO₄)₃) = 342 g/mol**',
    );
    expect(answer(solveMolarMass('¿Cuál es la masa molar del nitrato de calcio, Ca(NO3)2?'))).toBe(
      '**M(Ca(NO₃)₂) = 164 g/mol**',
    );
  });
});

describe('solveMassPercent: the whole composition', () => {
  it('«Determinar la composición centesimal del…» gives every element, parts naming them', () => {
    const reply = solveMassPercent(
      'Determinar la composición centesimal del sulfato de sodio (Na₂SO₄). Se pide:\na) % de sodio\nb) % de azufre\nc) % de oxígeno',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**%Na = 32,39 %; %S = 22,54 %; %O = 45,07 %**');
  });

  it('adds up to 100 % for any compound', () => {
    for (const formula of ['CaCO3', 'Al2(SO4)3', 'C6H12O6', 'NH4NO3']) {
      const text = solveMassPercent(`Calcular la composición centesimal del ${formula}.`)?.text ?? '';
      const answer = /\n\*\*(%.*)\*\*\n/.exec(text)?.[1] ?? '';
      const sum = [...answer.matchAll(/= ([\d,]+) %/g)].reduce(
        (total, m) => total + Number(m[1]?.replace(',', '.')),
        0,
      );
      expect(Math.abs(sum - 100)).toBeLessThan(0.05);
    }
  });

  it('declines a part naming an element the compound lacks', () => {
    expect(
      solveMassPercent(
        'Determinar la composición centesimal del Na₂SO₄. Se pide:\na) % de sodio\nb) % de cloro',
      ),
    ).toBeUndefined();
  });
});

describe('solveMassPercent: a hydrate', () => {
  it.each([
    // 63,5 + 32 + 4·16 + 5·18 = 249,5 g/mol; 9 O = 144 g → 57,72 %.
    [
      '¿Cuál es el porcentaje en masa de oxígeno en el sulfato de cobre pentahidratado, CuSO₄·5H₂O?',
      '**%O = 57,72 %**',
    ],
    // 40 + 71 + 36 = 147 g/mol; 4 H = 4 g → 2,72 %.
    ['¿Cuál es el porcentaje de hidrógeno en el CaCl2·2H2O?', '**%H = 2,72 %**'],
    // 249,5 g/mol; 63,5 / 249,5 = 25,45 %.
    ['¿Qué porcentaje en masa de cobre tiene el CuSO4·5H2O?', '**%Cu = 25,45 %**'],
  ])('%s', (statement, expected) => {
    expect(answer(solveMassPercent(statement))).toBe(expected);
  });

  it('declines a hydrate with another number beside it', () => {
    expect(
      answer(solveMassPercent('¿Cuál es el porcentaje de oxígeno en 10 g de CuSO₄·5H₂O?')),
    ).toBeUndefined();
  });
});

describe('solveMassPercent: the mass of an element in a mass of its compound', () => {
  const answer = (statement: string) => {
    const reply = solveMassPercent(statement);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[^D]/.test(line)) : undefined;
  };

  it.each([
    // NH₄NO₃: 28/80 of 200 g = 70 g
    [
      'Para el nitrato de amonio, NH₄NO₃, fertilizante muy usado, calcule la masa de nitrógeno contenida en 200 g del compuesto.',
      '**70 g de N**',
    ],
    // Fe₂O₃: 112/160 of 80 g = 56 g
    ['¿Qué masa de hierro hay en 80 g de Fe₂O₃?', '**56 g de Fe**'],
    // CaCO₃ named: 48/100 of 50 g = 24 g
    ['¿Cuántos gramos de oxígeno hay en 50 g de carbonato de calcio?', '**24 g de O**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines an element the compound lacks, two compounds, or a datum left over', () => {
    expect(answer('¿Qué masa de azufre hay en 80 g de Fe₂O₃?')).toBeUndefined();
    expect(answer('¿Qué masa de oxígeno hay en 80 g de Fe₂O₃ y en 44 g de CO₂?')).toBeUndefined();
    expect(answer('¿Qué masa de hierro hay en 80 g de Fe₂O₃ calentado a 300 °C?')).toBeUndefined();
  });
});

describe('solveMassPercent: the compound named before the question', () => {
  it('reads the statement’s only compound', () => {
    // 28/80 = 35 %; 64/142 = 45,07 %
    expect(
      solveMassPercent(
        'Para el nitrato de amonio, NH₄NO₃, fertilizante muy usado, calcule el porcentaje en masa de nitrógeno',
      )?.text,
    ).toContain('**%N = 35 %**');
    expect(
      solveMassPercent(
        'El sulfato de sodio, Na₂SO₄, se usa en detergentes. Determine el porcentaje de oxígeno.',
      )?.text,
    ).toContain('**%O = 45,07 %**');
  });

  it('declines two compounds, or an element the compound lacks', () => {
    expect(solveMassPercent('Se mezclan CO₂ y H₂O. Calcule el porcentaje de oxígeno.')).toBeUndefined();
    expect(solveMassPercent('Para el Fe₂O₃, calcule el porcentaje de azufre.')).toBeUndefined();
  });
});

describe('solveMassPercent: a hydrate’s water', () => {
  it.each([
    // CuSO₄·5H₂O: 63,5 + 32 + 64 + 90 = 249,5; 90 / 249,5 = 36,07 %
    ['¿Qué porcentaje en masa de agua contiene el CuSO₄·5H₂O?', '**36,07 % de agua**'],
    // Na₂CO₃·10H₂O: 106 + 180 = 286; 180 / 286 = 62,94 %
    ['El porcentaje en masa de agua en el Na₂CO₃·10H₂O es aproximadamente:', '**62,94 % de agua**'],
    // CaSO₄·2H₂O: 136 + 36 = 172; 36 / 172 = 20,93 %
    ['Calculá el % de agua del yeso, CaSO4·2H2O.', '**20,93 % de agua**'],
  ])('%s', (statement, expected) => {
    expect(answer(solveMassPercent(statement))).toBe(expected);
  });

  it.each([
    ['an anhydrous salt', '¿Qué porcentaje en masa de agua contiene el CuSO₄?'],
    ['a mass it does not use', '¿Qué porcentaje en masa de agua contienen 50 g de CuSO₄·5H₂O?'],
    ['two hydrates', '¿Qué porcentaje de agua hay en el MgSO₄·7H₂O y en el CuSO₄·5H₂O?'],
  ])('declines %s', (_kind, statement) => {
    expect(solveMassPercent(statement)).toBeUndefined();
  });
});

describe('solveOxidationNumber: a fixed number asked beside one unknown', () => {
  it.each([
    // 2(+1) + 2x + 7(−2) = 0 → Cr +6, a possible number: O keeps −2
    ['En el K₂Cr₂O₇, el número de oxidación del oxígeno es:', '**número de oxidación de O = −2**'],
    // the stem ending in «es:» with the unknown asked
    ['En el K₂Cr₂O₇, el número de oxidación del cromo es:', '**número de oxidación de Cr = +6**'],
    // +1 + x − 8 = 0 → Mn +7; K keeps +1
    ['¿Cuál es el número de oxidación del potasio en el KMnO₄?', '**número de oxidación de K = +1**'],
    ['¿Cuál es el número de oxidación del oxígeno en el KMnO₄?', '**número de oxidación de O = −2**'],
  ])('%s', (statement, expected) => {
    expect(answer(solveOxidationNumber(statement))).toBe(expected);
  });

  it.each([
    ['a peroxide', '¿Cuál es el número de oxidación del oxígeno en el Na₂O₂?'],
    ['hydrogen peroxide', '¿Cuál es el número de oxidación del oxígeno en el H₂O₂?'],
    ['two unknowns beside the asked one', '¿Cuál es el número de oxidación del oxígeno en el FeCr₂O₄?'],
  ])('declines %s', (_kind, statement) => {
    expect(solveOxidationNumber(statement)).toBeUndefined();
  });
});

describe('two oxidation numbers asked together', () => {
  it('answers each element in its compound, in the order asked', () => {
    const reply = solveOxidationNumber(
      'Los números de oxidación del azufre en el H2SO3 y del cloro en el HClO4 son, respectivamente:',
    );
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain('**+4 (S) y +7 (Cl), respectivamente**');
  });

  it('answers neither when one of them cannot be told (an element written in two places)', () => {
    expect(
      solveOxidationNumber(
        'Los números de oxidación del nitrógeno en el NH4NO3 y del azufre en el H2SO4 son:',
      )?.certain ?? false,
    ).toBe(false);
  });
});
