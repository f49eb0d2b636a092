/**
 * Ideal gases: a state from the others (PV = nRT), the combined law between two states, a gas's volume
 * in CNPT, its density and molar mass. Tried on its cue just after chemistry's amounts (chemistry.ts),
 * where it came before the mass–mole conversions and the molar masses; split from that module when its
 * readings left its line no room under the chat's budget (ADR 0111).
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solveIdealGas } from '../gases.ts';

export const solvers = [
  declareSolver({
    name: 'solve_ideal_gas',
    offer: 'gases ideales',
    summary:
      'Ideal gases: PV = nRT with R = 0,082 atm·L/(mol·K), converting °C, mmHg, kPa and mL; n from grams and a formula; CNPT; and the combined law (Boyle, Charles, Gay-Lussac) between two states.',
    examples: [
      '¿qué presión ejercen 2 moles de un gas en 10 L a 27 °C?',
      '¿qué volumen ocupan 88 g de CO2 en CNPT?',
      'un gas ocupa 2 L a 1 atm; si la presión sube a 4 atm a temperatura constante, ¿qué volumen ocupa?',
    ],
    solve: fromText(solveIdealGas),
  }),
] as const;
