import { describe, expect, it } from 'vitest';
import { solveStrongPh } from './acid-ph.ts';
import { solvePeriodicPlacement } from './atoms.ts';
import { solveBondType } from './bonds.ts';
import { solveIsotopeAbundance } from './chemistry-isotopes.ts';
import { solveOuterConfiguration } from './outer-configuration.ts';
import { solvePolyatomicParticles } from './polyatomic-particles.ts';
import { solveSpeciesTable } from './species-table.ts';

const stated = (reply: { text: string } | undefined) =>
  reply?.text
    .split('\n')
    .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
    .join('\n');

describe('particles of a polyatomic ion or a molecule', () => {
  it('adds the Z of every atom and takes the charge from the electrons', () => {
    expect(
      stated(
        solvePolyatomicParticles(
          '¿Cuántos electrones en total posee el anión sulfato, SO₄²⁻? (Z: S = 16; O = 8)',
        ),
      ),
    ).toBe('**50 electrones**');
    expect(stated(solvePolyatomicParticles('¿Cuántos electrones tiene el ion NH₄⁺?'))).toBe(
      '**10 electrones**',
    );
    expect(stated(solvePolyatomicParticles('¿Cuántos protones tiene la molécula de CO₂?'))).toBe(
      '**22 protones**',
    );
  });

  it('declines a Z that is not the table’s, valence electrons, and a number it does not use', () => {
    expect(
      solvePolyatomicParticles('¿Cuántos electrones posee el SO₄²⁻? (Z: S = 15; O = 8)'),
    ).toBeUndefined();
    expect(solvePolyatomicParticles('¿Cuántos electrones de valencia tiene el CO₂?')).toBeUndefined();
    expect(solvePolyatomicParticles('En 3 moléculas de CO₂, ¿cuántos electrones hay?')).toBeUndefined();
  });
});

describe('an element by its outer configuration', () => {
  const statement = 'Un elemento representativo X tiene la configuración electrónica externa 4s² 4p¹.';
  it.each([
    ['¿Cuánto vale su número atómico?', '**Z = 31**'],
    ['¿Cuántos electrones tiene el catión X³⁺?', '**28 electrones en el ion**'],
    ['¿Cuántos neutrones tiene el isótopo de número másico 70?', '**39 neutrones**'],
    ['Indique período y grupo.', '**Período 4, grupo 13**'],
  ])('%s', (question, result) => {
    expect(stated(solveOuterConfiguration(`${statement} ${question}`))).toBe(result);
  });

  it('checks the terms against the filling order (4s² 4p⁷ is no outer level)', () => {
    expect(
      solveOuterConfiguration(
        'Un elemento tiene la configuración electrónica externa 4s² 4p⁷. ¿Cuál es su Z?',
      ),
    ).toBeUndefined();
    expect(solveOuterConfiguration(`${statement} ¿Es metal o no metal?`)).toBeUndefined();
  });
});

describe('the bond two elements form', () => {
  it('reads ionic, polar and nonpolar bonds, and the ionic formula', () => {
    expect(
      stated(
        solveBondType(
          '¿Qué tipo de enlace forman el sodio y el cloro? Escriba la fórmula del compuesto que forman.',
        ),
      ),
    ).toBe('**NaCl, enlace iónico**');
    expect(stated(solveBondType('¿Qué tipo de enlace se forma entre el H y el Cl?'))).toBe(
      '**enlace covalente polar**',
    );
    expect(
      stated(
        solveBondType(
          'Un átomo neutro X tiene 17 electrones y 18 neutrones. Escriba la fórmula del compuesto que forma con el calcio e indique el tipo de enlace.',
        ),
      ),
    ).toBe('**CaCl₂, enlace iónico**');
    expect(
      stated(solveBondType('Escriba la fórmula del compuesto que forman el aluminio y el oxígeno.')),
    ).toBe('**Al₂O₃**');
  });

  it('declines where the two criteria disagree or a border is near (Al–Cl, C–H)', () => {
    expect(solveBondType('¿Qué tipo de enlace forman el aluminio y el cloro?')).toBeUndefined();
    expect(solveBondType('¿Qué tipo de enlace forman el carbono y el hidrógeno?')).toBeUndefined();
    expect(solveBondType('¿Qué tipo de enlace forman el sodio, el cloro y el oxígeno?')).toBeUndefined();
  });
});

describe('isotopes, the table and pH: readings widened', () => {
  it('finds an isotope’s abundance from the average mass, checked back', () => {
    const reply = solveIsotopeAbundance(
      'El cobre natural está formado por ⁶³Cu (masa 62,93 u) y ⁶⁵Cu (masa 64,93 u). Si la masa atómica promedio del cobre es 63,55 u, determine el porcentaje de abundancia del isótopo ⁶³Cu.',
    );
    expect(stated(reply)).toBe('**Abundancia de ⁶³Cu = 69 %**');
    // An average outside the isotopes' masses is no mixture of them.
    expect(
      solveIsotopeAbundance(
        'El cobre natural está formado por ⁶³Cu (masa 62,93 u) y ⁶⁵Cu (masa 64,93 u). Si la masa atómica promedio del cobre es 65,55 u, determine el porcentaje de abundancia del isótopo ⁶³Cu.',
      ),
    ).toBeUndefined();
  });

  it('places a neutral atom by its electrons and says whether it is a metal', () => {
    const reply = solvePeriodicPlacement(
      'Un átomo neutro X tiene 17 electrones y 18 neutrones. ¿En qué período y grupo se ubica? ¿Es metal o no metal?',
    );
    expect(stated(reply)).toBe('**Está en el período 3, grupo 17; es un no metal**');
    expect(
      stated(
        solvePeriodicPlacement('Un elemento tiene número atómico 35. Su ubicación en la tabla periódica es:'),
      ),
    ).toBe('**Está en el período 4, grupo 17**');
  });

  it('reads a molarity written after a list comma', () => {
    expect(
      stated(
        solveStrongPh(
          'El pH de una solución de hidróxido de bario, Ba(OH)₂, 0,005 M (base fuerte, totalmente disociada) es:',
        ),
      ),
    ).toContain('pH = 12');
  });
});

describe('a table of species with Z and A', () => {
  const table =
    'Se dan las siguientes especies químicas:\n| Especie | Z | A |\n| K⁺ | 19 | 39 |\n| S²⁻ | 16 | 32 |\n| Al³⁺ | 13 | 27 |';
  it('gives each one’s particles and the isoelectronic ones', () => {
    const reply = solveSpeciesTable(
      `${table}\n¿Cuántos protones, neutrones y electrones tiene cada una? ¿Cuáles son isoelectrónicas?`,
    );
    expect(stated(reply)).toBe(
      '**K⁺: 19 p, 20 n, 18 e⁻; S²⁻: 16 p, 16 n, 18 e⁻; Al³⁺: 13 p, 14 n, 10 e⁻**\n**K⁺ y S²⁻ son isoelectrónicas (18 electrones)**',
    );
  });

  it('declines a row whose Z is not its symbol’s, or a question it does not answer', () => {
    expect(
      solveSpeciesTable(`${table.replace('| 19 |', '| 20 |')}\n¿Cuántos protones tiene cada una?`),
    ).toBeUndefined();
    expect(solveSpeciesTable(`${table}\n¿En qué período está cada una?`)).toBeUndefined();
  });
});

describe('an element by its outer configuration or its electrons by level (session 31)', () => {
  it('places an outer configuration asked as its place in the table', () => {
    const reply = solveOuterConfiguration(
      'Un elemento presenta la configuración electrónica externa 4s² 4p³. Indique su ubicación en la tabla periódica.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Período 4, grupo 15**');
  });

  it('sums the electrons by level into Z and reads the last level as valence', () => {
    const alone = solveOuterConfiguration(
      'Un átomo neutro tiene 2 electrones en el primer nivel, 8 en el segundo y 7 en el tercero. ¿Cuál es su número atómico y cuántos electrones de valencia tiene?',
    );
    expect(alone?.text).toContain('**Z = 17 y 7 electrones de valencia**');
    const among = solveOuterConfiguration(
      [
        'Un átomo neutro tiene 2 electrones en el primer nivel y 6 en el segundo. Su número atómico y sus electrones de valencia son:',
        'A) Z = 8 y 2 electrones de valencia',
        'B) Z = 8 y 6 electrones de valencia',
        'C) Z = 6 y 6 electrones de valencia',
        'D) Z = 16 y 6 electrones de valencia',
        'E) Ninguna respuesta anterior es correcta',
      ].join('\n'),
    );
    expect(among?.option).toBe('B');
  });

  it('declines levels the table does not fill that way', () => {
    // 2, 8, 9: the table puts 8 in the third level and 1 in the fourth (potassium).
    expect(
      solveOuterConfiguration(
        'Un átomo neutro tiene 2 electrones en el primer nivel, 8 en el segundo y 9 en el tercero. ¿Cuál es su número atómico?',
      ),
    ).toBeUndefined();
  });
});

describe('the bond of substances given as options', () => {
  const among = (stem: string, ...texts: string[]) =>
    [stem, ...texts.map((t, i) => `${'ABCD'[i]}) ${t}`), 'E) Ninguna respuesta anterior es correcta'].join(
      '\n',
    );

  it('names the one ionic (or covalent) substance', () => {
    expect(
      solveBondType(
        among('¿Cuál de las siguientes sustancias presenta enlace iónico?', 'H₂O', 'NaF', 'NH₃', 'O₂'),
      )?.option,
    ).toBe('B');
    expect(
      solveBondType(among('¿Cuál de estas sustancias tiene enlace covalente?', 'NaCl', 'KBr', 'CH₄', 'CaO'))
        ?.option,
    ).toBe('C');
    // None ionic: the «ninguna» option.
    expect(
      solveBondType(among('¿Cuál de estas sustancias presenta enlace iónico?', 'H₂O', 'CO₂', 'NH₃', 'O₂'))
        ?.option,
    ).toBe('E');
  });

  it('does not weigh a pair the two criteria leave in doubt', () => {
    expect(
      solveBondType(among('¿Cuál de estas sustancias presenta enlace iónico?', 'AlCl₃', 'CO₂', 'NH₃', 'O₂')),
    ).toBeUndefined();
  });
});
