import { describe, expect, it } from 'vitest';
import { lewisStructure, polarityOf, shapeOf, solveMolecule, valenceElectrons } from './molecules.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('the Lewis structure and VSEPR shape of a small molecule', () => {
  it.each([
    ['CO2', 'lineal', 0, false],
    ['SO2', 'angular', 1, true],
    ['BF3', 'trigonal plana', 0, false],
    ['PCl3', 'piramidal trigonal', 1, true],
    ['NH3', 'piramidal trigonal', 1, true],
    ['H2O', 'angular', 2, true],
    ['H2S', 'angular', 2, true],
    ['CH4', 'tetraédrica', 0, false],
    ['CCl4', 'tetraédrica', 0, false],
    ['BeCl2', 'lineal', 0, false],
    ['PCl5', 'bipiramidal trigonal', 0, false],
    ['SF6', 'octaédrica', 0, false],
    ['SF4', 'de balancín', 1, true],
    ['CH2Cl2', 'tetraédrica', 0, true],
    ['HCN', 'lineal', 0, true],
    ['HCl', 'lineal', 0, true],
    ['N2', 'lineal', 1, false],
  ])('%s: %s, %i lone pairs on the central atom, polar %s', (formula, shape, pairs, polar) => {
    const lewis = lewisStructure(formula);
    expect(lewis && shapeOf(lewis)).toBe(shape);
    expect(lewis?.centralLonePairs).toBe(pairs);
    expect(lewis && polarityOf(lewis)?.polar).toBe(polar);
  });

  it('places every valence electron: bonds and lone pairs add up to the count (check back)', () => {
    for (const formula of [
      'CO2',
      'SO2',
      'SO3',
      'BF3',
      'PCl3',
      'NH3',
      'H2O',
      'CH4',
      'HCN',
      'CH2Cl2',
      'N2',
      'O2',
      'SF4',
      'ClF3',
      'PCl5',
    ]) {
      const lewis = lewisStructure(formula);
      if (!lewis) throw new Error(formula);
      const bonds = lewis.bonds.reduce((a, b) => a + b, 0);
      const lone = lewis.centralLonePairs + lewis.terminalLonePairs.reduce((a, b) => a + b, 0);
      expect(2 * (bonds + lone), formula).toBe(lewis.valence);
    }
  });

  it('draws no ionic compound, network solid, radical or molecule with two centres', () => {
    for (const formula of ['NaCl', 'MgCl2', 'CaF2', 'SiO2', 'NO2', 'H2O2', 'HNO3', 'C2H6']) {
      expect(lewisStructure(formula), formula).toBeUndefined();
    }
  });

  it('leaves an almost nonpolar bond in an asymmetric shape undecided (PH₃, NCl₃)', () => {
    for (const formula of ['PH3', 'NCl3']) {
      const lewis = lewisStructure(formula);
      expect(lewis && polarityOf(lewis)).toBeUndefined();
    }
  });

  it('counts valence electrons by group', () => {
    expect([
      valenceElectrons('H'),
      valenceElectrons('C'),
      valenceElectrons('Cl'),
      valenceElectrons('Fe'),
    ]).toEqual([1, 4, 7, undefined]);
  });
});

describe('exam questions on molecules', () => {
  it('names the polar molecule among the options', () => {
    const reply = solveMolecule(
      options('¿Cuál de las siguientes moléculas es polar?', 'CCl₄', 'BF₃', 'CO₂', 'NH₃'),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('D');
  });

  it('names the nonpolar molecule with polar bonds', () => {
    const reply = solveMolecule(
      options(
        '¿Cuál de las siguientes sustancias está formada por moléculas no polares, aunque sus enlaces sean polares?',
        'H₂O',
        'NH₃',
        'CCl₄',
        'HCl',
      ),
    );
    expect(reply?.option).toBe('C');
  });

  it('names «ninguna» when no option is polar, and nothing when two are', () => {
    expect(
      solveMolecule(options('¿Cuál de las siguientes moléculas es polar?', 'CCl₄', 'BF₃', 'CO₂', 'CH₄'))
        ?.option,
    ).toBe('E');
    expect(
      solveMolecule(options('¿Cuál de las siguientes moléculas es polar?', 'H₂O', 'BF₃', 'CO₂', 'NH₃')),
    ).toBeUndefined();
  });

  it('declines when an option is not a molecule it draws', () => {
    expect(
      solveMolecule(options('¿Cuál de las siguientes moléculas es polar?', 'NaCl', 'BF₃', 'CO₂', 'NH₃')),
    ).toBeUndefined();
  });

  it('reads the geometry asked, alone or among shape options', () => {
    const alone = solveMolecule('Según la TRePEV, la geometría molecular del dióxido de azufre (SO₂) es:');
    expect(alone?.certain).toBe(true);
    expect(alone?.text).toContain('**SO₂: geometría angular**');
    const among = solveMolecule(
      options(
        'Según la TRePEV, la geometría molecular del SO₂ es:',
        'lineal',
        'angular',
        'trigonal plana',
        'piramidal',
      ),
    );
    expect(among?.option).toBe('B');
  });

  it('counts the lone pairs of a Lewis structure, and declines an expanded-octet doubt', () => {
    const reply = solveMolecule(
      'En la estructura de Lewis del dióxido de carbono (CO2), el número total de pares de electrones libres (no enlazantes) es:',
    );
    expect(reply?.text).toContain('**CO₂: 4 pares libres en total**');
    expect(
      solveMolecule('¿Cuántos pares de electrones libres hay en total en la estructura de Lewis del SO₂?'),
    ).toBeUndefined();
  });

  it('answers each molecule of a list, and declines a question it does not cover', () => {
    const reply = solveMolecule(
      'Para las moléculas BF₃, PCl₃ y H₂S: indique la geometría molecular según la TRePEV y cuáles son polares.',
    );
    expect(reply?.text).toContain('**PCl₃: geometría piramidal trigonal, polar**');
    expect(reply?.text).toContain('**BF₃: geometría trigonal plana, no polar**');
    expect(solveMolecule('¿Qué tipo de enlace tiene el HCl y es una molécula polar?')).toBeUndefined();
    expect(solveMolecule('¿Qué ángulo de enlace tiene el H₂O según la TRePEV?')).toBeUndefined();
  });

  it('compares boiling points from the table, with a wide enough gap', () => {
    const reply = solveMolecule('De las sustancias CH₄, H₂S, H₂O y HCl, la de mayor punto de ebullición es:');
    expect(reply?.text).toContain('**H₂O: es la de mayor punto de ebullición**');
    // HBr −66 °C and H₂S −60 °C: too close to call from the table.
    expect(
      solveMolecule('De las sustancias HBr, H₂S y CH₄, la de mayor punto de ebullición es:'),
    ).toBeUndefined();
  });
});

describe('the central atom described among options', () => {
  const choices = (stem: string, ...texts: string[]) =>
    [stem, ...texts.map((t, i) => `${'ABCD'[i]}) ${t}`), 'E) Ninguna respuesta anterior es correcta'].join(
      '\n',
    );

  it('names the option whose bonds, lone pairs and polarity all hold', () => {
    const reply = solveMolecule(
      choices(
        'Según su estructura de Lewis, en la molécula de agua (H₂O) el átomo de oxígeno presenta:',
        '2 enlaces covalentes simples y ningún par libre; molécula no polar',
        '2 enlaces covalentes simples y 2 pares libres; molécula polar',
        'un enlace doble y 2 pares libres; molécula polar',
        '2 enlaces covalentes simples y 1 par libre; molécula polar',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
  });

  it('refutes bonds that are not all there are, and names «ninguna» when nothing holds', () => {
    const reply = solveMolecule(
      choices(
        'En el CO₂, según la estructura de Lewis, el átomo de carbono presenta:',
        '2 enlaces covalentes simples y 2 pares libres; molécula polar',
        'un enlace doble y uno simple; molécula no polar',
        '2 enlaces dobles y 1 par libre; molécula no polar',
        '4 enlaces simples; molécula polar',
      ),
    );
    expect(reply?.option).toBe('E');
  });

  it('declines a claim it does not read', () => {
    expect(
      solveMolecule(
        choices(
          'En la molécula de amoníaco (NH₃), según la estructura de Lewis, el átomo de nitrógeno presenta:',
          '3 enlaces covalentes simples y 1 par libre; hibridación sp³',
          'un enlace doble y uno simple; molécula no polar',
          '3 enlaces covalentes simples y ningún par libre',
          '3 enlaces covalentes simples y 2 pares libres',
        ),
      ),
    ).toBeUndefined();
  });
});
