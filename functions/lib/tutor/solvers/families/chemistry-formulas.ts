/**
 * Chemistry's formulas and names (ADR 0117), split from chemistry-names.ts under the per-family budget and
 * tried right after it on the same cue: the pH of a strong acid or base, oxidation numbers, redox and
 * balancing, the mass percent of an element, empirical formulas and nomenclature.
 */
import { solveStrongPh } from '../acid-ph.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { solveEmpiricalFormula } from '../empirical-formula.ts';
import { solveMassPercent, solveOxidationNumber } from '../formula-facts.ts';
import { solveIndicatorColour } from '../indicator-colour.ts';
import { solveNomenclature } from '../nomenclature.ts';
import { solveNomenclaturePair } from '../nomenclature-pair.ts';
import { solveBalancing, solveRedox } from '../redox.ts';

export const solvers = [
  declareSolver({
    name: 'strong_acid_base_ph',
    offer: 'pH de ácidos y bases fuertes',
    summary:
      'The pH or pOH of a solution of a strong acid (HCl, HBr, HI, HNO3, HClO4) or a strong base (NaOH, KOH, LiOH, Ca(OH)2, Ba(OH)2) of a given molarity, at 25 °C; among options, the colour an indicator (phenolphthalein, litmus, methyl orange, bromothymol blue) takes at a given pH.',
    examples: [
      '¿Cuál es el pH de una solución 0,01 M de HCl?',
      '¿Cuál es el pH de una solución 0,005 M de Ca(OH)₂?',
    ],
    solve: (problem) => solveIndicatorColour(problem) ?? solveStrongPh(problem),
  }),
  declareSolver({
    name: 'oxidation_number',
    offer: 'números de oxidación',
    summary:
      'The oxidation number of one element in a formula or a polyatomic ion, from the fixed ones (O −2, H +1, F −1, alkali +1, alkaline earth +2, Al +3) and the total charge; peroxides and compounds with two unknowns are declined.',
    examples: [
      'El número de oxidación del azufre en el H₂SO₄ es:',
      '¿Cuál es el número de oxidación del Cr en el ion Cr₂O₇²⁻?',
    ],
    solve: solveOxidationNumber,
  }),
  declareSolver({
    name: 'redox_reaction',
    offer: 'óxido-reducción: qué se oxida, qué se reduce y los agentes',
    summary:
      'A redox equation (coefficients optional): the oxidation numbers of every element, which element is oxidized and which reduced, the oxidizing and reducing agents; with options A) … E), which statement about it is right or how the number of the element reduced changes.',
    examples: ['En la reacción Zn + CuSO₄ → ZnSO₄ + Cu, indique el agente oxidante y el agente reductor.'],
    solve: solveRedox,
  }),
  declareSolver({
    name: 'balance_equation',
    offer: 'balanceo de ecuaciones químicas',
    summary:
      'Balances a chemical equation written with formulas (no ions): the smallest whole coefficients, when the atoms allow one balance only, checked element by element.',
    examples: ['Balancee la ecuación K₂Cr₂O₇ + HCl → CrCl₃ + KCl + Cl₂ + H₂O.'],
    solve: solveBalancing,
  }),
  declareSolver({
    name: 'mass_percent_of_element',
    offer: 'composición porcentual de un compuesto',
    summary:
      'The mass percentage of one element in a compound given by formula or name, with the course atomic masses (or the same ones the statement gives).',
    examples: ['¿Cuál es el porcentaje en masa de nitrógeno en el NH₄NO₃?'],
    solve: solveMassPercent,
  }),
  declareSolver({
    name: 'empirical_formula',
    offer: 'fórmula empírica y molecular',
    summary:
      'The empirical formula from the percentages (adding up to 100) or the masses of every element, or from a sample of an oxide and the mass of its metal; the molecular formula when the molar mass is given.',
    examples: [
      'Un compuesto tiene 40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno. ¿Cuál es su fórmula empírica?',
    ],
    solve: solveEmpiricalFormula,
  }),
  declareSolver({
    name: 'name_inorganic_compound',
    offer: 'nomenclatura inorgánica (de la fórmula al nombre y al revés)',
    summary:
      'Inorganic nomenclature, formula to name or name to formula: oxides, hydrides, hydroxides, hydracids, oxoacids, binary salts, oxosalts and common acid salts, with traditional, Stock and atomicity names. Ask "nombre de <formula>" or "fórmula del <name>"; exam stems ("El compuesto Fe2O3 se llama:") work too.',
    examples: [
      '¿qué nombre tiene Fe2O3?',
      'fórmula del óxido de hierro (III)',
      '¿cómo se llama el H2SO4?',
      'fórmula del sulfato de aluminio',
      'El compuesto Fe2O3 se llama:',
      'Nombrá el compuesto HNO₃ en nomenclatura tradicional y en sistemática.',
    ],
    // «No tengo XeF₄ entre los compuestos…» names no compound: a reply, never a result.
    solve: (problem) => {
      const one = (text: string) => {
        const reply = fromText(solveNomenclature)(text);
        return reply && /^No tengo\b/.test(reply.text) ? { ...reply, certain: false } : reply;
      };
      const reply = one(problem);
      // «Fórmula del sulfuro de sodio y nombre del NaH»: two orders, each read alone.
      return reply?.certain ? reply : (solveNomenclaturePair(problem, one) ?? reply);
    },
  }),
] as const;
