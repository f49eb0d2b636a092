import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../science/formula.ts';
import { knownCompounds, solveNomenclature } from './nomenclature.ts';
import { solveProblem } from './solve-problem.ts';

const solve = (message: string) => solveNomenclature(message) ?? '';

describe('solveNomenclature: from the formula to the name', () => {
  it.each([
    [
      'que nombre tiene Fe2O3',
      ['óxido básico', 'Fe³⁺', '**óxido férrico**', '**óxido de hierro (III)**', '**trióxido de dihierro**'],
    ],
    ['que nombre tiene fe2o3', ['**óxido férrico**']],
    ['q nombre tiene el FeO', ['**óxido ferroso**', '**óxido de hierro (II)**']],
    ['como se llama el H2SO4', ['$x = +6$', '**ácido sulfúrico**', '**tetraoxosulfato (VI) de hidrógeno**']],
    ['nombre del NaCl', ['**cloruro de sodio**']],
    ['como se llama el HCl', ['**ácido clorhídrico**', '**cloruro de hidrógeno**']],
    ['nombra el KClO3', ['ácido clórico', '**clorato de potasio**']],
    ['nombre de CO2', ['**anhídrido carbónico**', '**óxido de carbono (IV)**', '**dióxido de carbono**']],
    ['nombre de Cl2O7', ['**anhídrido perclórico**', '**heptóxido de dicloro**']],
    ['nomenclatura de Fe(OH)3', ['**hidróxido férrico**', '**hidróxido de hierro (III)**']],
    ['como se llama CuSO4', ['**sulfato cúprico**', '**sulfato de cobre (II)**']],
    ['nombre del NH4NO3', ['**nitrato de amonio**']],
    ['como se llama NaHCO3', ['**bicarbonato de sodio**', '**hidrogenocarbonato de sodio**']],
    ['que nombre tiene el HNO2', ['**ácido nitroso**']],
    ['nombre de H3PO4', ['**ácido fosfórico**', 'ácido ortofosfórico']],
    ['como se llama el NaH', ['hidruro metálico', '**hidruro de sodio**']],
    ['que nombre tiene el PbO2', ['**óxido plúmbico**', '**óxido de plomo (IV)**', '**dióxido de plomo**']],
    ['nombre de FeCl3', ['**cloruro férrico**', '**cloruro de hierro (III)**']],
    ['nombre del NH3', ['**amoníaco**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it('says so when a formula is not among the course compounds', () => {
    expect(solve('que nombre tiene Fe3O4')).toContain('No tengo Fe₃O₄');
  });
});

describe('solveNomenclature: from the name to the formula', () => {
  it.each([
    ['formula del oxido ferrico', ['Fe³⁺', '**Fórmula: Fe₂O₃**', '$2 \\cdot (+3) + 3 \\cdot (-2) = 0$']],
    ['cual es la formula del oxido de hierro (III)', ['**Fórmula: Fe₂O₃**']],
    ['formula del oxido de hierro 3', ['**Fórmula: Fe₂O₃**']],
    ['formula del oxido de hierro III', ['**Fórmula: Fe₂O₃**']],
    ['escribi la formula del sulfato de aluminio', ['con paréntesis', '**Fórmula: Al₂(SO₄)₃**']],
    ['formula del acido sulfurico', ['azufre con +6', '**Fórmula: H₂SO₄**']],
    ['formula del hidroxido de calcio', ['**Fórmula: Ca(OH)₂**']],
    ['formula del bicarbonato de sodio', ['**Fórmula: NaHCO₃**']],
    ['como se escribe el cloruro de sodio', ['**Fórmula: NaCl**']],
    ['formula del anhidrido sulfuroso', ['**Fórmula: SO₂**']],
    ['formula del trioxido de azufre', ['**Fórmula: SO₃**']],
    ['formula del nitrato de calcio', ['**Fórmula: Ca(NO₃)₂**']],
    ['formula del fosfato de calcio', ['**Fórmula: Ca₃(PO₄)₂**']],
    ['formula del acido hipobromoso', ['**Fórmula: HBrO**']],
    ['formula del oxido cuproso', ['**Fórmula: Cu₂O**']],
    ['formula del permanganato de potasio', ['**Fórmula: KMnO₄**']],
    ['formula del dicromato de potasio', ['**Fórmula: K₂Cr₂O₇**']],
    ['formula del sulfuro de hidrogeno', ['**Fórmula: H₂S**']],
    ['formula del cloruro de cinc', ['**Fórmula: ZnCl₂**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });
});

describe('solveNomenclature: what it leaves to others', () => {
  it.each([
    ['a molar mass', 'masa molar del H2SO4'],
    ['a mole conversion', '¿cuántos moles hay en 36 g de agua?'],
    ['a reaction', 'En la reacción NH3 + H2O ⇌ NH4+ + OH-, ¿qué especie actúa como ácido?'],
    ['an atom', 'Un átomo tiene Z = 17 y A = 35, ¿cuántos neutrones tiene?'],
    ['a name it does not know', '¿cuál es la fórmula de la aspirina?'],
    ['no question about names or formulas', 'Fe2O3'],
    ['two formulas', 'nombre de FeO y Fe2O3'],
    [
      'a count, which the name does not answer',
      '¿Cuántos átomos de oxígeno hay en una unidad fórmula de sulfato de aluminio? A) 12 B) 4 C) 3 D) 7',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveNomenclature(message)).toBeUndefined();
  });
});

describe('the compounds it knows', () => {
  it('writes formulas that parse, with a name for each', () => {
    for (const compound of knownCompounds()) {
      expect(parseFormula(compound.formula).ok, compound.formula).toBe(true);
      expect(compound.names.stock ?? compound.names.traditional, compound.formula).toBeTruthy();
    }
  });

  it('gives every name to only one formula', () => {
    const owner = new Map<string, string>();
    for (const compound of knownCompounds()) {
      for (const name of Object.values(compound.names).flat()) {
        if (!name) continue;
        const previous = owner.get(name);
        expect(
          previous === undefined || previous === compound.formula,
          `${name}: ${previous} y ${compound.formula}`,
        ).toBe(true);
        owner.set(name, compound.formula);
      }
    }
  });
});

describe('solveNomenclature: exam stems that ask without a question', () => {
  it.each([
    ['El compuesto Fe2O3 se llama:', 'óxido de hierro (III)'],
    ['El Na₂SO₄ es el:', 'sulfato de sodio'],
    ['El nombre del compuesto Fe₂O₃ según la nomenclatura por numeral de Stock es:', 'óxido de hierro (III)'],
    ['La fórmula del sulfato de sodio es:', '**Fórmula: Na₂SO₄**'],
    ['¿Cuál es la fórmula del hidróxido de calcio?', '**Fórmula: Ca(OH)₂**'],
    ['Nombrá el compuesto HNO₃ en nomenclatura tradicional y en sistemática.', 'ácido nítrico'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it('leaves a formula in a sentence about something else alone', () => {
    expect(solveNomenclature('El H2O es el solvente: ¿cuántos moles hay en 36 g?')).toBeUndefined();
  });
});

describe('solveNomenclature: the one nomenclature the question asks', () => {
  const bold = (reply: string) => [...reply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);

  it.each([
    // systematic asked: only the prefixes name is a result; Stock and traditional are said apart, plain
    [
      'El nombre del Cl₂O₇ según la nomenclatura sistemática (por atomicidad) es:',
      'heptóxido de dicloro',
      ['óxido de cloro (VII)', 'anhídrido perclórico'],
    ],
    [
      '¿Cómo se llama el Fe2O3 en la nomenclatura tradicional?',
      'óxido férrico',
      ['óxido de hierro (III)', 'trióxido de dihierro'],
    ],
    [
      'Nombrá el SO3 usando numerales de Stock',
      'óxido de azufre (VI)',
      ['anhídrido sulfúrico', 'trióxido de azufre'],
    ],
    ['Indique el nombre IUPAC del H2SO4:', 'tetraoxosulfato (VI) de hidrógeno', ['ácido sulfúrico']],
  ])('%s', (message, asked, others) => {
    const reply = solve(message);
    expect(bold(reply)).toContain(asked);
    for (const other of others) {
      expect(bold(reply)).not.toContain(other);
      expect(reply).toContain(other);
    }
  });

  it('a Stock name of a single-state metal is its one name', () => {
    expect(bold(solve('Nombre Stock del K2SO3:'))).toContain('sulfito de potasio');
  });

  it('every name still bold when the question names several nomenclatures or none', () => {
    const reply = solve('Nombrá el Fe2O3 en las nomenclaturas tradicional, Stock y sistemática');
    expect(bold(reply)).toEqual(
      expect.arrayContaining(['óxido férrico', 'óxido de hierro (III)', 'trióxido de dihierro']),
    );
  });

  it('declines a nomenclature the compound has no name in (no other name stands in)', () => {
    expect(solveNomenclature('¿Cuál es el nombre sistemático (atomicidad) del Fe(OH)₂?')).toBeUndefined();
    expect(solveNomenclature('Dé el nombre Stock del NH3')).toBeUndefined();
  });
});

describe('solveNomenclature: a list of formulas to name', () => {
  const bold = (reply: string) => [...reply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);

  it('names each formula of the list, in the nomenclature asked', () => {
    const reply = solve(
      'Nombre los siguientes compuestos según la nomenclatura tradicional: a) H₂SO₄; b) HCl (en solución acuosa); c) NaClO.',
    );
    expect(bold(reply)).toEqual(
      expect.arrayContaining(['ácido sulfúrico', 'ácido clorhídrico', 'hipoclorito de sodio']),
    );
    expect(bold(reply)).not.toContain('tetraoxosulfato (VI) de hidrógeno');
    expect(bold(solve('Dé el nombre según la nomenclatura de Stock de: a) Fe₂O₃; b) CuOH.'))).toEqual(
      expect.arrayContaining(['óxido de hierro (III)', 'hidróxido de cobre (I)']),
    );
  });

  it('names every name of each when none is asked', () => {
    expect(bold(solve('Nombrá los siguientes compuestos: a) FeO; b) KNO3'))).toEqual(
      expect.arrayContaining(['óxido ferroso', 'óxido de hierro (II)', 'nitrato de potasio']),
    );
  });

  it('declines a list with a formula the table does not hold, or two formulas that are no list', () => {
    expect(solveProblem('Nombre los siguientes compuestos: a) Fe₂O₃; b) XeF4.').certain).toBe(false);
    expect(solveNomenclature('¿Qué nombre tiene el Fe₂O₃ que se forma con el O₂?')).toBeUndefined();
  });
});
