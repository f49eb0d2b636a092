import { foldText } from '../text.ts';

/**
 * Asks for something besides the result of the problem it carries: why a step holds, an explanation,
 * a hint instead of the answer, or a look at the student's own result. These go to the model with the
 * solver's reply beside the question; the rest of the problems a solver is certain of are answered
 * from the solver alone (ADR 0087).
 */
const asksForMoreThanTheResult = new RegExp(
  [
    String.raw`\bpor ?que\b`,
    String.raw`\bno (entiendo|entendi|me sale|me da|me dio)\b`,
    String.raw`\bexplic`,
    String.raw`\bque significa\b`,
    String.raw`\bdiferencia\b`,
    String.raw`\b(pista|ayudita)\b`,
    String.raw`\bsin (darme|decirme|el resultado|la respuesta)\b`,
    String.raw`\bno me (digas|des)\b`,
    String.raw`\b(solo|solamente) (el planteo|la idea|como (empezar|arrancar|plantear))\b`,
    String.raw`\b(me dio|me da|me salio|mi resultado|mi respuesta|yo hice|hice asi)\b`,
    String.raw`\besta (bien|mal)\b`,
    String.raw`\b(en que|donde) me equivoque\b`,
  ].join('|'),
);

/** Whether the message asks for the problem's result, which a certain solver reply answers whole. */
export function asksForResult(message: string): boolean {
  return !asksForMoreThanTheResult.test(foldText(message));
}
