import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solveStoichiometry(statement)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

const aluminium =
  'Se colocan 5,4 g de aluminio en 0,5 L de una solución de HCl 1 M: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. (Al = 27)';
const ammonia =
  'Para obtener amoníaco se hacen reaccionar 56 g de nitrógeno con 15 g de hidrógeno: N₂ + 3 H₂ → 2 NH₃. Se obtienen 51 g de NH₃. (N = 14; H = 1)';
const zinc =
  'Una muestra de 1,2 kg de cinc de 65 % de pureza se trata con exceso de ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. (Zn = 65,4)';
const ammoniumChloride =
  'Se calientan 5,35 g de cloruro de amonio con exceso de hidróxido de calcio: 2 NH₄Cl + Ca(OH)₂ → CaCl₂ + 2 NH₃ + 2 H₂O. (N = 14; H = 1; Cl = 35,5)';

describe('solveStoichiometry: a reactant given as a solution of known molarity', () => {
  it.each([
    [`${aluminium} Indique cuál es el reactivo limitante.`, '**El reactivo limitante es HCl.**'],
    [
      `${aluminium} Calcule el volumen de hidrógeno desprendido en CNPT.`,
      '**Se forman 5,6 L de H₂ (en CNPT).**',
    ],
    [
      `${aluminium} Determine la masa del reactivo en exceso que queda sin reaccionar.`,
      '**Quedan sin reaccionar 0,9 g de Al.**',
    ],
    // The molarity before the substance, and a volume in mL.
    [
      'Se agregan 2,7 g de aluminio a 200 mL de solución 3 M de HCl: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. ¿Cuál es el reactivo limitante?',
      '**El reactivo limitante es Al.**',
    ],
    [
      '25 mL de una solución de NaOH 0,2 M reaccionan con exceso de ácido: HCl + NaOH → NaCl + H₂O. ¿Cuántos gramos de NaCl se forman?',
      '**Se forman 0,29 g de NaCl.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
    expect(solveProblem(statement).certain).toBe(true);
  });

  it('leaves a solution without its molarity unsure', () => {
    const statement =
      'Se colocan 5,4 g de aluminio en 0,5 L de una solución de HCl: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. (Al = 27) Indique cuál es el reactivo limitante.';
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('solveStoichiometry: two reactants and the product obtained', () => {
  it.each([
    [`${ammonia} ¿Cuál es el reactivo limitante?`, '**El reactivo limitante es N₂.**'],
    [`${ammonia} ¿Cuál es el rendimiento de la reacción?`, '**El rendimiento es 75 %.**'],
    [
      `${ammonia} ¿Qué masa del reactivo en exceso queda sin reaccionar?`,
      '**Quedan sin reaccionar 3 g de H₂.**',
    ],
    // Other numbers: H₂ limits (6 g = 3 mol against 2 mol of N₂), 17 g of the 34 g possible.
    [
      'Se mezclan 56 g de N₂ con 6 g de H₂: N₂ + 3 H₂ → 2 NH₃. Se obtuvieron 17 g de NH₃. ¿Cuál fue el rendimiento de la reacción?',
      '**El rendimiento es 50 %.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
    expect(solveProblem(statement).certain).toBe(true);
  });

  it('states no yield above 100 %', () => {
    const statement =
      'Se mezclan 56 g de N₂ con 6 g de H₂: N₂ + 3 H₂ → 2 NH₃. Se obtuvieron 40 g de NH₃. ¿Cuál fue el rendimiento de la reacción?';
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('solveStoichiometry: what a product does once formed', () => {
  it.each([
    [
      `${zinc} Si todo ese hidrógeno se almacena en un tanque de 50 L a 25 °C, ¿qué presión ejerce?`,
      '**El H₂ ejerce una presión de 5,83 atm.**',
    ],
    // 0,5 mol of CO₂ in 10 L at 300 K: 0,5 · 0,082 · 300 / 10 = 1,23 atm.
    [
      'Se descomponen 50 g de CaCO₃: CaCO₃ → CaO + CO₂. Si todo el CO₂ se recoge en un recipiente de 10 L a 300 K, ¿qué presión ejerce?',
      '**El CO₂ ejerce una presión de 1,23 atm.**',
    ],
    [
      `${ammoniumChloride} Todo el amoníaco obtenido se disuelve en agua y se lleva a 500 mL de solución. ¿Cuál es su molaridad?`,
      '**La molaridad de la solución de NH₃ es 0,2 M.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
    expect(solveProblem(statement).certain).toBe(true);
  });

  it.each([
    // No temperature: the pressure is not fixed.
    `${zinc} Si todo ese hidrógeno se almacena en un tanque de 50 L, ¿qué presión ejerce?`,
    // Water is no gas at 0 °C: no ideal-gas pressure of it.
    'Se queman 16 g de CH₄: CH₄ + 2 O₂ → CO₂ + 2 H₂O. Si toda esa agua se guarda en un recipiente de 5 L a 25 °C, ¿qué presión ejerce?',
    // A second volume in the question: which one holds the gas is not said.
    `${zinc} Si todo ese hidrógeno se almacena en un tanque de 50 L a 25 °C y luego se pasa a otro de 20 L, ¿qué presión ejerce?`,
  ])('states no result for %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});
