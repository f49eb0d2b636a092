import { EXAM_PASS_MARK, marginToPass, passes } from '../../../../shared/domain/exam.ts';

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

const points = (value: number) => `${decimal.format(value)} ${value === 1 ? 'punto' : 'puntos'}`;

/** A simulator's score on the real exam's 10-point scale, and how far it is from the pass mark. */
export function passVerdict(accuracy: number): { passes: boolean; text: string } {
  const score = `${decimal.format(accuracy / 10)} de 10`;
  const margin = marginToPass(accuracy);
  if (!passes(accuracy)) {
    const missing = -margin;
    return {
      passes: false,
      text: `${missing === 1 ? 'Te falta' : 'Te faltan'} ${points(missing)} para el ${EXAM_PASS_MARK}: sacaste ${score}.`,
    };
  }
  return {
    passes: true,
    text:
      margin === 0
        ? `Aprobarías: ${score}, justo el ${EXAM_PASS_MARK} que pide el ingreso.`
        : `Aprobarías: ${score}, ${points(margin)} sobre el ${EXAM_PASS_MARK}.`,
  };
}
