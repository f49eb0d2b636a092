import { describe, expect, it } from 'vitest';
import { placement, solveAtomicParticles, solvePeriodicPlacement } from './atoms.ts';

const answer = (reply: { text: string } | undefined) =>
  reply?.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveAtomicParticles', () => {
  it.each([
    ['El catión ⁴⁰Ca²⁺ (Z = 20) tiene:', '**20 protones, 20 neutrones y 18 electrones**'],
    ['El anión cloruro, Cl⁻ (Z = 17, A = 35), posee:', '**17 protones, 18 neutrones y 18 electrones**'],
    [
      '¿Cuántos neutrones tiene el isótopo carbono-14, si el número atómico del carbono es 6?',
      '**8 neutrones**',
    ],
    ['¿Cuántos electrones tiene el ion Al3+ si Z = 13?', '**10 electrones**'],
    [
      'Un átomo neutro tiene 11 electrones y 12 neutrones. ¿Cuál es su número másico?',
      '**número másico = 23**',
    ],
    ['Un átomo de hierro tiene número másico 56. ¿Cuántos neutrones tiene?', '**30 neutrones**'],
  ])('%s', (statement, expected) => {
    const reply = solveAtomicParticles(statement);
    expect(reply?.certain).toBe(true);
    expect(answer(reply)).toBe(expected);
  });

  it.each([
    ['an ion whose charge is not written', 'Un ion de hierro (Z = 26, A = 56) tiene:'],
    [
      'a number it does not read',
      'Un átomo neutro de Z = 17 y A = 35 está a 300 K. ¿Cuántos neutrones tiene?',
    ],
    ['Z contradicting the named element', '¿Cuántos protones tiene el hierro si Z = 20?'],
    ['a mass number smaller than Z', '¿Cuántos neutrones tiene un átomo con Z = 20 y A = 12?'],
    ['a question about moles', '¿Cuántos electrones hay en 2 moles de átomos de sodio?'],
    ['atoms counted in words', '¿Cuántos neutrones tienen en total dos átomos de ¹²C?'],
    [
      'valence electrons, another question',
      'Un átomo neutro tiene Z = 17. ¿Cuántos electrones de valencia tiene?',
    ],
    ['nucleons, a count of another kind', '¿Cuántos nucleones tiene el ion ⁴⁰Ca²⁺?'],
    ['a sum of two counts', '¿Cuál es la suma de protones y electrones del ion ³²S²⁻ (Z = 16)?'],
    [
      'charged particles, a count of another kind',
      '¿Cuántas partículas con carga tiene el ion ⁴⁰Ca²⁺ (Z = 20)?',
    ],
    [
      'the electrons an ion formation moves, not the atom’s own',
      'Al formarse el óxido de calcio, CaO, ¿cuántos electrones cede cada átomo de calcio?',
    ],
  ])('declines %s', (_kind, statement) => {
    expect(solveAtomicParticles(statement)).toBeUndefined();
  });

  it('gives back Z, A and the charge it read (property: p = Z, n = A − Z, e = Z − q)', () => {
    for (const [ion, z, a, q] of [
      ['¹⁶O²⁻', 8, 16, -2],
      ['²⁴Mg²⁺', 12, 24, 2],
      ['⁵⁶Fe³⁺', 26, 56, 3],
      ['³⁹K⁺', 19, 39, 1],
    ] as const) {
      const reply = solveAtomicParticles(`El ion ${ion} (Z = ${z}) tiene:`);
      expect(answer(reply)).toBe(`**${z} protones, ${a - z} neutrones y ${z - q} electrones**`);
    }
  });
});

describe('solvePeriodicPlacement', () => {
  it.each([
    ['Un elemento tiene Z = 15. ¿En qué período y grupo está?', '**Está en el período 3, grupo 15**'],
    ['El elemento de número atómico 26, ¿en qué grupo está?', '**Está en el grupo 8**'],
    [
      'La configuración electrónica 1s² 2s² 2p⁶ 3s¹ corresponde a un elemento ubicado en:',
      '**Está en el período 3, grupo 1**',
    ],
    [
      'Un elemento cuya configuración electrónica termina en 4s² 3d¹⁰ 4p⁴ se ubica en:',
      '**Está en el período 4, grupo 16**',
    ],
    [
      'La configuración electrónica de un elemento termina en 3d⁵. ¿En qué grupo está?',
      '**Está en el grupo 7**',
    ],
    ['Un elemento de Z = 19 se encuentra en:', '**Está en el período 4, grupo 1**'],
    [
      '¿Cuál es la configuración electrónica del cloro?',
      '**Configuración electrónica: 1s² 2s² 2p⁶ 3s² 3p⁵**',
    ],
    [
      '¿Cuál es la configuración electrónica del sodio (Z = 11)?',
      '**Configuración electrónica: 1s² 2s² 2p⁶ 3s¹**',
    ],
    [
      'Un elemento tiene Z = 35. ¿Cuántos electrones tiene en su último nivel?',
      '**Tiene 7 electrones en el último nivel**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(solvePeriodicPlacement(statement))).toBe(expected);
  });

  it.each([
    ['an anomalous element (Cr)', 'Un elemento tiene Z = 24. ¿En qué grupo está?'],
    ['a Z that is not the named element’s', '¿Cuál es la configuración electrónica del hierro si Z = 20?'],
    [
      'the configuration of chromium, which breaks the order',
      '¿Cuál es la configuración electrónica del cromo?',
    ],
    ['the abbreviated form', '¿Cuál es la configuración electrónica abreviada del sodio?'],
    [
      'a second question',
      '¿Cuál es la configuración electrónica del oxígeno y cuántos electrones desapareados tiene?',
    ],
    [
      'the valence electrons of a transition metal',
      'Un elemento tiene Z = 26. ¿Cuántos electrones de valencia tiene?',
    ],
    [
      'an ending that is Cr',
      'La configuración electrónica de un elemento termina en 3d⁴. ¿En qué grupo está?',
    ],
    [
      'an ending out of the filling order',
      'La configuración de un elemento termina en 4s² 3p⁶. ¿En qué período está?',
    ],
    ['an ion', 'El ion de Z = 17 con carga 1−, ¿en qué período está?'],
    [
      'a configuration out of order',
      'La configuración 1s² 2s² 2p⁶ 3s² 3d¹ corresponde a un elemento ubicado en:',
    ],
    ['two numbers that are not Z', 'Un elemento tiene Z = 12 y masa 24. ¿En qué período está?'],
    ['a sum of the group and the period', 'Un elemento tiene Z = 17. ¿Cuál es su grupo más su período?'],
    [
      'the electrons missing to complete the level',
      'Un elemento tiene Z = 17. ¿Cuántos electrones le faltan para completar su último nivel?',
    ],
  ])('declines %s', (_kind, statement) => {
    expect(solvePeriodicPlacement(statement)).toBeUndefined();
  });

  it('fills exactly Z electrons, in a period from 1 to 5 and a group from 1 to 18 (property)', () => {
    for (let z = 1; z <= 54; z += 1) {
      const place = placement(z);
      if (!place) continue;
      const total = [...place.configuration.matchAll(/[spdf]([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g)]
        .map((m) => Number([...(m[1] ?? '')].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join('')))
        .reduce((sum, n) => sum + n, 0);
      expect(total).toBe(z);
      expect(place.group).toBeGreaterThanOrEqual(1);
      expect(place.group).toBeLessThanOrEqual(18);
    }
    expect([placement(10)?.group, placement(18)?.group, placement(36)?.period]).toEqual([18, 18, 4]);
  });
});

describe('solveAtomicParticles: the question as an exam order', () => {
  it('reads «Indicar…», «Determinar…» as the question', () => {
    const reply = solveAtomicParticles(
      'Indicar el número de protones, neutrones y electrones del ion ⁸⁰Br⁻ (Z = 35).',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('45 neutrones');
    expect(reply?.text).toContain('36 electrones');
    expect(
      solveAtomicParticles('Determinar los neutrones del isótopo ³⁷Cl, cuyo número atómico es 17.')?.text,
    ).toContain('20 neutrones');
  });

  it('gives back A = Z + N for any isotope asked by an order', () => {
    for (const [a, z] of [
      [40, 19],
      [56, 26],
      [127, 53],
    ] as const) {
      const text =
        solveAtomicParticles(`Determinar el número de neutrones de un átomo con A = ${a} y Z = ${z}.`)
          ?.text ?? '';
      expect(text).toContain(`${a - z} neutrones`);
    }
  });
});

describe('solveAtomicParticles: an ion of an unknown element written with a letter', () => {
  it('reads the charge of «X²⁺» and finds Z from its electrons', () => {
    const text =
      solveAtomicParticles('El catión X²⁺ tiene 18 electrones y 20 neutrones. Determinar su número másico.')
        ?.text ?? '';
    expect(text).toContain('número másico = 40');
  });

  it('gives back the electrons: Z − charge', () => {
    for (const [electrons, charge, neutrons] of [
      [10, 2, 12],
      [18, 1, 20],
      [36, 2, 50],
    ] as const) {
      const sup = charge === 1 ? '⁺' : '²⁺';
      const text =
        solveAtomicParticles(
          `El ion X${sup} tiene ${electrons} electrones y ${neutrons} neutrones. ¿Cuál es su número másico?`,
        )?.text ?? '';
      expect(text).toContain(`número másico = ${electrons + charge + neutrons}`);
    }
  });

  it('declines two letters with different charges', () => {
    expect(
      solveAtomicParticles('Los iones X²⁺ e Y³⁺ tienen 10 electrones. ¿Cuál es el número atómico?'),
    ).toBeUndefined();
  });
});

describe('solveAtomicParticles: the order in ustedeo, Z named with its element', () => {
  const answer = (statement: string) => {
    const reply = solveAtomicParticles(statement);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[^D]/.test(line)) : undefined;
  };

  it.each([
    // S²⁻: 16 + 2 = 18 electrons
    ['¿Cuántos electrones posee el anión sulfuro, S²⁻? (Z del azufre = 16)', '**18 electrones**'],
    // X²⁺ with Z = 20: 18 electrons; A − Z = 20 neutrons
    [
      'Un elemento X tiene número atómico 20 y número másico 40. Indique el número de electrones del ion X²⁺.',
      '**18 electrones**',
    ],
    [
      'Un elemento X tiene número atómico 20 y número másico 40. Determine el número de neutrones.',
      '**20 neutrones**',
    ],
    // Al³⁺, A = 27 of Z = 13: 14 neutrons
    ['Calcule los neutrones del catión ²⁷Al³⁺ si Z del aluminio = 13.', '**14 neutrones**'],
    // the values the question gives are data, not what it asks: 31 − 15 = 16
    [
      'Determine el número de neutrones de un átomo cuyo número másico es 31 y cuyo número atómico es 15.',
      '**16 neutrones**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines a second Z that disagrees, and a count with no Z at all', () => {
    expect(answer('¿Cuántos electrones tiene el ion S²⁻? (Z del azufre = 17)')).toBeUndefined();
    expect(
      answer('Un elemento X tiene número másico 40. Indique el número de electrones del ion X²⁺.'),
    ).toBeUndefined();
  });
});

describe('solvePeriodicPlacement: the element named, no Z given', () => {
  it.each([
    ['Indique el grupo y el período del calcio.', 'período 4, grupo 2'],
    ['¿En qué período y grupo se ubica el cloro?', 'período 3, grupo 17'],
    ['¿Cuántos electrones de valencia tiene el oxígeno?', '6 electrones en el último nivel'],
  ])('%s', (statement, expected) => {
    expect(solvePeriodicPlacement(statement)?.text).toContain(expected);
  });

  it('declines two elements named, or a Z that is another element’s', () => {
    expect(
      solvePeriodicPlacement('¿Está el sodio en el mismo grupo que el potasio? Indique el grupo.'),
    ).toBeUndefined();
    expect(solvePeriodicPlacement('Indique el período del calcio (Z = 12).')).toBeUndefined();
  });
});

describe('solveAtomicParticles: the total of the three particles asked', () => {
  it('sums protons, neutrons and electrons of an ion', () => {
    const reply = solveAtomicParticles(
      '¿Cuál es el número total de partículas subatómicas del anión ³²S²⁻? (Z del azufre = 16)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**50 partículas en total (16 protones + 16 neutrones + 18 electrones)**');
  });

  it('gives back A plus the electrons for any ion (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const superscript = (n: number) => [...String(n)].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt(Number(d))).join('');
    let read = 0;
    for (let k = 0; k < 20; k++) {
      const z = 3 + Math.floor(30 * next());
      const a = 2 * z + Math.floor(8 * next());
      const charge = Math.floor(5 * next()) - 2;
      const sign =
        charge === 0
          ? ''
          : `${Math.abs(charge) === 1 ? '' : superscript(Math.abs(charge))}${charge > 0 ? '⁺' : '⁻'}`;
      const reply = solveAtomicParticles(
        `Determinar el número total de partículas (protones, neutrones y electrones) de la especie ${superscript(a)}X${sign}, con Z = ${z}.`,
      );
      if (!reply) continue;
      read++;
      expect(reply.text).toContain(`**${a + z - charge} partículas en total`);
    }
    expect(read).toBeGreaterThan(10);
  });

  it('declines a total with the mass number missing', () => {
    expect(
      solveAtomicParticles('¿Cuántas partículas tiene en total el catión Mg²⁺? (Z = 12)')?.certain ?? false,
    ).toBe(false);
  });
});

describe('solvePeriodicPlacement: unpaired electrons (Hund)', () => {
  it('counts them in the last s or p subshell, in the order asked beside the valence electrons', () => {
    expect(
      solvePeriodicPlacement(
        '¿Cuántos electrones desapareados tiene el oxígeno (Z = 8) en su estado fundamental?',
      )?.text,
    ).toContain('**Tiene 2 electrones desapareados**');
    expect(
      solvePeriodicPlacement(
        'Para el aluminio (Z = 13), el número de electrones de valencia y el de electrones desapareados son, respectivamente:',
      )?.text,
    ).toContain('**Tiene 3 electrones en el último nivel y 1 electrón desapareado**');
  });

  it('agrees with one electron an orbital first for Z = 1 to 20 (property)', () => {
    const expected = [1, 0, 1, 0, 1, 2, 3, 2, 1, 0, 1, 0, 1, 2, 3, 2, 1, 0, 1, 0];
    for (let z = 1; z <= 20; z++) {
      const reply = solvePeriodicPlacement(`¿Cuántos electrones desapareados tiene el átomo de Z = ${z}?`);
      const n = expected[z - 1];
      expect(reply?.text).toContain(
        `**Tiene ${n} ${n === 1 ? 'electrón desapareado' : 'electrones desapareados'}**`,
      );
    }
  });

  it('declines a transition metal', () => {
    expect(
      solvePeriodicPlacement('¿Cuántos electrones desapareados tiene el hierro (Z = 26)?'),
    ).toBeUndefined();
  });
});

describe('solveAtomicParticles: a species’ notation among options', () => {
  const options = (statement: string, ...choices: string[]) =>
    [
      statement,
      ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
      'E) Ninguna respuesta anterior es correcta',
    ].join('\n');

  it('writes A = Z + N, the symbol for Z and the charge protons − electrons', () => {
    const reply = solveAtomicParticles(
      options(
        'Un ion tiene 12 protones, 12 neutrones y 10 electrones. ¿Cuál es su notación?',
        '²⁴₁₂Mg²⁺',
        '²⁴₁₂Mg²⁻',
        '¹²₁₂Mg²⁺',
        '²²₁₀Ne',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('A');
  });

  it('names «Ninguna» when no option is the species, and declines an option it cannot read', () => {
    expect(
      solveAtomicParticles(
        options(
          'Una especie tiene 17 protones, 18 neutrones y 18 electrones. Su representación es:',
          '³⁵₁₇Cl',
          '³⁵₁₇Cl⁺',
          '¹⁸₁₇Cl⁻',
          '³⁵₁₈Ar',
        ),
      )?.option,
    ).toBe('E');
    expect(
      solveAtomicParticles(
        options(
          'Una especie tiene 17 protones, 18 neutrones y 18 electrones. Su representación es:',
          'Cl⁻',
          '³⁵₁₇Cl⁺',
          '¹⁸₁₇Cl⁻',
          '³⁵₁₈Ar',
        ),
      ),
    ).toBeUndefined();
  });
});
