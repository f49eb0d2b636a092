/** The real entrance exam's pass mark: 4 out of 10, as a share of the questions answered right. */
export const EXAM_PASS_MARK = 4;
export const EXAM_PASS_ACCURACY = EXAM_PASS_MARK * 10;

/** Points above (positive) or below (negative) the pass mark for an accuracy in percent, on the 10-point scale. */
export function marginToPass(accuracy: number): number {
  return Math.round(accuracy - EXAM_PASS_ACCURACY) / 10;
}

export const passes = (accuracy: number) => accuracy >= EXAM_PASS_ACCURACY;
