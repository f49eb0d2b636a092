import { numberFormat } from '../../../../shared/domain/es-ar-format.ts';
import { EXAM_PASS_MARK, marginToPass, passes } from '../../../../shared/domain/exam.ts';

const decimal = numberFormat({ maximumFractionDigits: 1 });

const points = (value: number) => `${decimal().format(value)} ${value === 1 ? 'punto' : 'puntos'}`;

/**
 * A simulator's mark on the real exam's 10-point scale and the answers it comes from (#30), as two parts
 * that each keep to one line: "Tu nota: 3/10" and "(6 de 20 correctas)".
 */
export function scoreParts(accuracy: number, correct: number, total: number): { mark: string; from: string } {
  return {
    mark: `Tu nota: ${decimal().format(accuracy / 10)}/10`,
    from: `(${correct} de ${total} ${total === 1 ? 'correcta' : 'correctas'})`,
  };
}

export function scoreLine(accuracy: number, correct: number, total: number): string {
  const { mark, from } = scoreParts(accuracy, correct, total);
  return `${mark} ${from}`;
}

/** How far a simulator's mark is from the pass mark (the mark itself is `scoreLine`'s). */
export function passVerdict(accuracy: number): { passes: boolean; text: string } {
  const margin = marginToPass(accuracy);
  if (!passes(accuracy)) {
    const missing = -margin;
    return {
      passes: false,
      text: `${missing === 1 ? 'Te falta' : 'Te faltan'} ${points(missing)} para el ${EXAM_PASS_MARK}.`,
    };
  }
  return {
    passes: true,
    text:
      margin === 0
        ? `Aprobarías: justo el ${EXAM_PASS_MARK} que pide el ingreso.`
        : `Aprobarías: ${points(margin)} sobre el ${EXAM_PASS_MARK}.`,
  };
}
