import { describe, expect, it } from 'vitest';
import { solveIdealGas } from './gases.ts';
import { solveProblem } from './solve-problem.ts';

const solve = (message: string) => solveIdealGas(message) ?? '';

describe('solveIdealGas: PV = nRT', () => {
  it.each([
    ['que presion ejercen 2 moles de un gas en 10 L a 27 °C', ['27 °C = 300 K', '**P = 4,92 atm']],
    [
      'que volumen ocupan 88 g de CO2 en CNPT',
      ['1 atm y la temperatura 273 K', '22,4 L (el volumen molar)', '**V = 44,8 L**'],
    ],
    ['cuantos moles de gas hay en 500 mL a 760 mmHg y 0 °C', ['760 mmHg = 1 atm', '**n ≈ 0,0223 mol**']],
    [
      'a que temperatura 0,5 mol de gas ocupan 12 L a 101,3 kPa',
      ['101,3 kPa = 0,9998 atm', '**T ≈ 292,61 K (19,61 °C)**'],
    ],
    ['que masa de O2 hay en un recipiente de 8,2 L a 2 atm y 127 °C', ['**m = 16 g de O₂**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Gases ideales');
    for (const text of expected) expect(reply).toContain(text);
  });
});

describe('solveIdealGas: from one state to another', () => {
  it.each([
    [
      'un gas ocupa 2 L a 1 atm, si la presion sube a 4 atm a temperatura constante, que volumen ocupa',
      ['ley de Boyle', '**V₂ = 0,5 L**'],
    ],
    [
      'un gas a 27 °C ocupa 3 L, a que temperatura ocupa 6 L si la presion no cambia',
      ['ley de Charles', '**T₂ = 600 K (327 °C)**'],
    ],
    [
      'un gas en un recipiente rigido esta a 2 atm y 300 K, que presion tiene a 450 K',
      ['ley de Gay-Lussac', '**P₂ = 3 atm**'],
    ],
    [
      'un gas ocupa 10 L a 1 atm y 27 °C, que volumen ocupa a 2 atm y 327 °C',
      ['ecuación general', '**V₂ = 10 L**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['all four data and nothing to find', 'un gas de 2 moles a 1 atm y 300 K ocupa 49,2 L'],
    ['two data only', '¿qué presión ejerce un gas a 300 K?'],
    ['a mass without a formula', 'que volumen ocupan 88 g de gas en CNPT'],
    ['a solution', '¿cuál es la molaridad de 2 moles en 4 L de solución?'],
    ['a unit conversion', 'pasá 760 mmHg a atm'],
  ])('declines %s', (_kind, message) => {
    expect(solveIdealGas(message)).toBeUndefined();
  });
});

describe('solveIdealGas: the gas constant the statement states', () => {
  it.each([
    [
      '¿Qué presión ejercen 4 moles de un gas ideal en un tanque de 20 L a 127 °C? (R = 0,082 atm·L/(mol·K))',
      '**P = 6,56 atm',
    ],
    ['¿Cuántos moles de gas hay en 16,4 L a 3 atm y 27 °C? R = 0,082 atm.L/mol.K', '**n = 2 mol**'],
  ])('reads R = 0,082 as the datum it uses: %s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it('declines a constant of another value, which its 0,082 would contradict', () => {
    expect(
      solveIdealGas('¿Qué presión ejercen 2 moles de gas en 10 L a 300 K? (R = 0,08 atm·L/(mol·K))'),
    ).toBeUndefined();
  });
});

describe('solveIdealGas: R given in J/(mol·K), all in the SI', () => {
  it.each([
    // The course's bank: 2·8,31·300/0,05 = 99.720 Pa.
    [
      '2 mol de un gas ideal a 27 °C ocupan un volumen de 50 L. ¿Cuál es su presión? (R = 8,31 J/(mol·K))',
      '**P = 99.720 Pa**',
    ],
    // 3·8,31·400/200.000 = 0,04986 m³.
    [
      '¿Qué volumen ocupan 3 mol de un gas a 127 °C y 200.000 Pa? Usá R = 8,31 J/(mol·K).',
      '**V = 0,04986 m³ = 49,86 L**',
    ],
    // 100.000·0,02/(8,314·300) = 0,80186… mol.
    ['Un gas a 100 kPa ocupa 0,02 m³ a 27 °C. ¿Cuántos moles hay? R = 8,314 J/(mol·K)', '**n ≈ 0,8019 mol**'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it.each([
    // Another unit asked than the SI's.
    '2 mol de un gas ideal a 27 °C ocupan un volumen de 50 L. ¿Cuál es su presión en atm? (R = 8,31 J/(mol·K))',
    // The temperature is missing.
    '2 mol de un gas ideal ocupan un volumen de 50 L. ¿Cuál es su presión? (R = 8,31 J/(mol·K))',
  ])('declines what it would not answer whole: %s', (message) => {
    expect(solveIdealGas(message)).toBeUndefined();
  });
});

describe('solveIdealGas: a count of particles', () => {
  it('turns molecules into moles with Avogadro’s number', () => {
    expect(solve('¿Cuántos litros ocupan 3,01·10²³ moléculas de CO₂ en CNPT?')).toContain('**V = 11,2 L**');
    expect(solve('¿Qué presión ejercen 1,204·10^24 moléculas de un gas en 20 L a 27 °C?')).toContain(
      '**P = 2,46 atm',
    );
  });

  it('declines a count given with moles too', () => {
    expect(
      solveIdealGas('¿Qué volumen ocupan 2 moles, o sea 1,204·10^24 moléculas, de gas en CNPT?'),
    ).toBeUndefined();
  });
});

describe('solveIdealGas: the unit the question asks', () => {
  it.each([
    [
      'Un gas ocupa 500 mL a 760 mmHg. ¿Qué volumen, en mL, ocupa a 380 mmHg si la temperatura no varía?',
      '**V₂ = 1.000 mL**',
    ],
    ['¿Qué presión, en mmHg, ejercen 2 moles de gas en 10 L a 27 °C?', '**P = 3.739,2 mmHg**'],
    // «cm³?» has no word boundary after the superscript.
    ['¿Qué volumen ocupan 16 g de O₂ a 27 °C y 1 atm, en cm³?', '**V = 12.300 mL**'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it('declines the molar volume of water or of a solid', () => {
    expect(solveIdealGas('¿Qué volumen ocupan 2 mol de agua en CNPT?')).toBeUndefined();
    expect(solveIdealGas('¿Qué volumen ocupan 2 mol de NaCl en CNPT?')).toBeUndefined();
  });

  it('declines a unit it does not convert to', () => {
    expect(solveIdealGas('¿Qué presión, en kPa, ejercen 2 moles de gas en 10 L a 27 °C?')).toBeUndefined();
  });
});

describe('solveIdealGas: CNPT asked as the second state', () => {
  it('takes 1 atm and 0 °C as the state the volume is asked in', () => {
    expect(
      solveIdealGas('Una masa de gas ocupa 10 L a 27 °C y 1 atm. Determinar el volumen que ocupa en CNPT.'),
    ).toContain('**V₂ = 9,1 L**');
    expect(
      solveIdealGas(
        'Un gas ocupa 5 L a 2 atm y 127 °C. ¿Qué volumen ocupará en condiciones normales de presión y temperatura?',
      ),
    ).toContain('**V₂ ≈ 6,83 L**');
  });

  it('gives back the first state when the result is taken from CNPT back to it', () => {
    for (const [v, p, c] of [
      [10, 1, 27],
      [3, 2.5, 100],
      [8, 0.5, -20],
    ] as const) {
      const reply =
        solveIdealGas(`Un gas ocupa ${v} L a ${c} °C y ${p} atm. ¿Qué volumen ocupa en CNPT?`) ?? '';
      const v2 = Number(/\*\*V₂ [=≈] ([\d,]+) L\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs((v2 * 1 * (c + 273)) / (273 * p) - v)).toBeLessThan(0.01 * v);
    }
  });

  it('leaves CNPT with a missing first pressure, or with an amount of gas, as before', () => {
    expect(solveIdealGas('Un gas ocupa 10 L a 27 °C. ¿Qué volumen ocupa en CNPT?')).toBeUndefined();
    expect(solveIdealGas('¿Qué volumen ocupan 2 moles de CO2 en CNPT?')).toContain('44,8');
  });
});

describe('solveIdealGas: the molar mass of a gas from a mass and its volume', () => {
  it('takes n from 22,4 L/mol in CNPT, or from PV = nRT, and M = m/n', () => {
    expect(
      solve('Determinar la masa molar de un gas, sabiendo que 1,6 g del mismo ocupan 1,12 L en CNPT.'),
    ).toContain('**M = 32 g/mol**');
    expect(solve('Un gas de 8,8 g ocupa 4,1 L a 27 °C y 1,2 atm. Calcular su masa molar.')).toContain(
      '**M = 44 g/mol**',
    );
  });

  it('gives back the mass: M · PV/RT is the grams given', () => {
    for (const [g, v, c, p] of [
      [3.2, 2.24, 0, 1],
      [10, 5, 50, 2],
      [0.5, 1.5, -10, 0.8],
    ] as const) {
      const reply = solve(
        `${String(g).replace('.', ',')} g de un gas ocupan ${String(v).replace('.', ',')} L a ${c} °C y ${String(p).replace('.', ',')} atm. ¿Cuál es su masa molar?`,
      );
      const m = Number(/\*\*M [=≈] ([\d,]+) g\/mol\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs((m * p * v) / (0.082 * (c + 273)) - g)).toBeLessThan(0.01 * g);
    }
  });

  it('declines a molar mass asked with moles given or a state left incomplete', () => {
    expect(
      solveIdealGas('¿Cuál es la masa molar de un gas si 2 moles ocupan 44,8 L en CNPT?'),
    ).toBeUndefined();
    expect(solveIdealGas('Un gas de 8,8 g ocupa 4,1 L a 27 °C. Calcular su masa molar.')).toBeUndefined();
  });
});

describe('solveIdealGas: the molar mass of a gas from its density', () => {
  it('multiplies by 22,4 L/mol in CNPT and uses M = ρRT/P at a stated state', () => {
    expect(solve('La densidad de un gas desconocido en CNPT es 1,43 g/L. ¿Cuál es su masa molar?')).toContain(
      '**M ≈ 32,03 g/mol**',
    );
    expect(
      solve('Un gas tiene, a 2 atm y 127 °C, una densidad de 2,8 g/L. Calculá su masa molar.'),
    ).toContain('**M = 45,92 g/mol**');
  });

  it('gives back the density: P·M/(R·T) is the density given (seeded)', () => {
    let seed = 33;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 20; k++) {
      const rho = Math.round((0.5 + 3 * next()) * 100) / 100;
      const p = Math.round((0.5 + 3 * next()) * 10) / 10;
      const c = Math.round(100 * next());
      const comma = (x: number) => String(x).replace('.', ',');
      const reply = solve(
        `Un gas a ${comma(p)} atm y ${c} °C tiene una densidad de ${comma(rho)} g/L. Determinar su masa molar.`,
      );
      const m = Number(
        /\*\*M [=≈] ([\d.,]+) g\/mol\*\*/.exec(reply)?.[1]?.replace('.', '').replace(',', '.'),
      );
      expect(Math.abs((p * m) / (0.082 * (c + 273)) - rho)).toBeLessThan(0.005 * rho);
    }
  });

  it('declines a density beside a mass or a volume, or with the state half given', () => {
    expect(
      solveIdealGas('Un gas de densidad 1,25 g/L ocupa 10 L en CNPT. ¿Cuál es su masa molar?'),
    ).toBeUndefined();
    expect(
      solveIdealGas('Un gas a 27 °C tiene una densidad de 1,6 g/L. Hallá su masa molar.'),
    ).toBeUndefined();
  });
});

describe('solveIdealGas: a second thing asked beside the new readings', () => {
  it('declines «…en CNPT y cuántos moles hay?» and «…y determinar de qué gas se trata»', () => {
    expect(
      solveIdealGas('Un gas ocupa 10 L a 27 °C y 2 atm. ¿Qué volumen ocupa en CNPT y cuántos moles hay?'),
    ).toBeUndefined();
    expect(
      solveIdealGas(
        'Calcular la masa molar de un gas si 4 g ocupan 5,6 L en CNPT y determinar de qué gas se trata.',
      ),
    ).toBeUndefined();
  });
});

describe('solveIdealGas: a named gas in a tank, atomic masses listed, whole grams asked', () => {
  it.each([
    // n = 10·20/(0,082·300) = 8,1301 mol · 32 = 260,16 g → 260 g.
    [
      'Un tubo rígido de 20 L contiene oxígeno, O₂, a 10 atm y 27 °C. ¿Qué masa de oxígeno contiene? (O = 16; R = 0,082 atm·L/(mol·K); redondeá al gramo.)',
      '**m ≈ 260 g de O₂**',
    ],
    // n = 4,1·50/(0,082·500) = 5 mol · 28 = 140 g.
    [
      'Un tanque de 50 L tiene nitrógeno, N2, a 4,1 atm y 227 °C. ¿Cuántos gramos de N2 hay? (N = 14)',
      '**m = 140 g de N₂**',
    ],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    expect(text).toContain(expected);
  });

  it.each([
    // An atomic mass other than the table's.
    'Un tubo rígido de 20 L contiene oxígeno, O₂, a 10 atm y 27 °C. ¿Qué masa de oxígeno contiene? (O = 15)',
    // No temperature.
    'Un tubo rígido de 20 L contiene oxígeno, O₂, a 10 atm. ¿Qué masa de oxígeno contiene?',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});

describe('solveIdealGas: a gas density', () => {
  it.each([
    // 32 / 22,4 = 1,4286 → 1,43 g/L.
    [
      '¿Cuál es la densidad del oxígeno gaseoso, O₂, en CNPT? (O = 16; redondeá a dos decimales.)',
      '**ρ ≈ 1,43 g/L**',
    ],
    // 2 · 28 / (0,082 · 300) = 2,2764 g/L.
    ['Calculá la densidad del N2 a 2 atm y 27 °C.', '**ρ ≈ 2,28 g/L**'],
    // 760 mmHg = 1 atm; 44 / (0,082 · 273) = 1,9655 g/L.
    ['¿Cuál es la densidad del CO2 a 760 mmHg y 273 K?', '**ρ ≈ 1,97 g/L**'],
    // 16 / (0,082 · 400) = 0,4878 g/L.
    ['¿Qué densidad tiene el metano, CH4, a 1 atm y 127 °C? (C = 12; H = 1)', '**ρ ≈ 0,49 g/L**'],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    expect(text).toContain(expected);
  });

  it.each([
    // Water is no gas in CNPT.
    '¿Cuál es la densidad del agua, H2O, en CNPT?',
    // A pressure without its temperature.
    '¿Cuál es la densidad del N2 a 2 atm?',
    // A rounding in significant figures this reading does not write.
    '¿Cuál es la densidad del O₂ en CNPT? (O = 16; redondeá a tres cifras significativas.)',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});

describe('solveIdealGas: a five-options stem that asks by its closing clause', () => {
  it.each([
    [
      'Un neumático se infla a 2 atm cuando el aire está a 17 °C. Tras un viaje el aire interior llega a 46 °C. Suponiendo que el volumen no cambia, la nueva presión es: A) 2,2 atm B) 5,41 atm C) 1,82 atm D) 2,0 atm',
      '**P₂ = 2,2 atm**',
    ],
    [
      'Un gas ocupa 4 L a 2 atm. Si la temperatura no cambia y la presión baja a 0,5 atm, el volumen que ocupa es: A) 16 L B) 1 L C) 8 L D) 2 L',
      '**V₂ = 16 L**',
    ],
    [
      'A temperatura constante, un gas ocupa 600 cm³ a una presión de 760 mmHg. Si su volumen se reduce a 400 cm³, la presión, en mmHg, será:',
      '**P₂ = 1.140 mmHg**',
    ],
  ])('%s', (problem, line) => {
    expect(solve(problem)).toContain(line);
  });

  it('declines a stem whose temperature is neither kept nor given twice', () => {
    expect(
      solveProblem('Un gas ocupa 4 L a 2 atm y 27 °C. Si la presión baja a 0,5 atm, el volumen que ocupa es:')
        .certain,
    ).toBe(false);
  });
});

describe('solveIdealGas: the normal state spelled out beside its name', () => {
  it.each([
    [
      'Una masa de gas ocupa 12 L a 27 °C y 1,5 atm. ¿Qué volumen ocuparía la masa de gas en condiciones normales (0 °C y 1 atm)?',
      '**V₂ = 16,38 L**',
    ],
    [
      'Un gas ocupa 5 L a 2 atm y 127 °C. ¿Qué volumen ocupa en CNPT, es decir a 0 °C y 1 atm?',
      '**V₂ ≈ 6,83 L**',
    ],
    ['¿Cuántos moles hay en 44,8 L de un gas en condiciones normales (0 °C y 1 atm)?', '**n = 2 mol**'],
  ])('%s', (problem, line) => {
    expect(solve(problem)).toContain(line);
  });

  it('reads a gas that goes through two states before the normal one: either state gives the same volume', () => {
    expect(
      solve(
        'Una masa de gas ocupa 12 L a 27 °C y 1,5 atm. Se la calienta hasta 127 °C y a la vez se la comprime hasta 3 atm. ¿Qué volumen ocuparía en condiciones normales (0 °C y 1 atm)?',
      ),
    ).toContain('**V₀ = 16,38 L**');
  });
});

describe('solveIdealGas: the one value of a quantity said constant', () => {
  it.each([
    [
      'Un gas ideal ocupa 6 L a 27 °C y 2 atm. Si se lo calienta a presión constante hasta 127 °C, ¿cuál es su nuevo volumen?',
      '**V₂ = 8 L**',
    ],
    [
      'Un globo contiene 3 L de helio a 1,2 atm y 20 °C. Manteniendo constante la presión, se lo enfría hasta −20 °C. ¿Qué volumen ocupa?',
      '**V₂ ≈ 2,59 L**',
    ],
    [
      'En un recipiente a volumen constante de 10 L hay un gas a 2 atm y 27 °C. Si se calienta hasta 127 °C, ¿cuál es la nueva presión?',
      '**P₂ ≈ 2,67 atm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveIdealGas(problem) ?? '';
    expect(reply).toContain(expected);
    expect(reply).toContain('se mantiene en');
  });

  it('does not take a third value as constant when the statement does not say so', () => {
    expect(
      solveIdealGas(
        'Un gas ocupa 4 L a 2 atm y 300 K. Se lo calienta hasta 600 K. ¿Cuál es su nuevo volumen?',
      ) ?? '',
    ).not.toContain('**V₂');
  });
});

describe('the conventions a statement states to convert with', () => {
  it('reads «0 °C = 273 K» and «1 atm = 760 mmHg» as conventions, said where they are used', () => {
    const rigid =
      'Un tanque rígido contiene aire a 2 atm y 27 °C. Se lo calienta hasta 177 °C. Calcular la presión final en mmHg. (Considere 0 °C = 273 K y 1 atm = 760 mmHg.)';
    const reply = solveProblem(rigid);
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain('**P₂ = 2.280 mmHg**');
    expect(reply?.text).toContain('Con 0 °C = 273 K y 1 atm = 760 mmHg');
    const squeezed = solveProblem(
      'Un gas ocupa 6 L a 2 atm y 27 °C. Se lo comprime hasta 3 L y su temperatura sube a 127 °C. Calcular la presión final en atm. (1 atm = 760 mmHg)',
    );
    expect(squeezed?.certain, squeezed?.text).toBe(true);
    expect(squeezed?.text).toMatch(/\*\*P₂ ≈ 5,33 atm\*\*/);
  });

  it('keeps 273,15 K as a datum of its own (not the 273 the law is worked with)', () => {
    const reply = solveProblem(
      'Un tanque rígido contiene aire a 2 atm y 27 °C. Se lo calienta hasta 177 °C. Calcular la presión final en atm. (Considere 0 °C = 273,15 K.)',
    );
    expect(reply?.text ?? '').not.toContain('Con 0 °C = 273');
  });
});
