/**
 * Two ways pages word a sum of forces by compass directions that the sum's reading (force-sum.ts) takes
 * once they are said plainly:
 * - the axes stated as the usual ones («Tome el este como semieje x positivo y el norte como semieje y
 *   positivo»): the convention the reading already uses, so the sentence says nothing more;
 * - the magnitude and the angle asked in one order («el módulo de la fuerza equilibrante y el ángulo que
 *   forma con el semieje x positivo»): each asked on its own and both results shown.
 */

import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';

type Solve = (problem: string) => SolverReply | undefined;

// The usual axes said in words, in either order: east +x and north +y.
const USUAL_AXES =
  /(?:^|(?<=[.;]\s*))(?:tome|tom[aá]|tomando|considere|consider[aá]|considerando|sea)\s+(?:el\s+)?este\s+como\s+(?:el\s+)?semieje\s+x\s+positivo\s+y\s+(?:el\s+)?norte\s+como\s+(?:el\s+)?semieje\s+y\s+positivo\s*\.?\s*/i;

const BOTH =
  /^(.*?)\b(?:el|su)\s+m[oó]dulo\s+de\s+la\s+(resultante|fuerza\s+equilibrante|equilibrante)\s+y\s+el\s+[aá]ngulo\s+que\s+forma\s+con\s+el\s+semieje\s+x\s+positivo(?:,?\s*medido\s+en\s+sentido\s+antihorario)?\s*\.?\s*$/is;

export function withForceWording(solve: Solve): Solve {
  return (problem) => {
    const folded = foldText(problem);
    if (!/\b(?:norte|sur|este|oeste)\b/.test(folded)) return solve(problem);
    const axes = USUAL_AXES.exec(problem);
    const plain = axes ? problem.replace(axes[0], ' ').replace(/\s+\n/g, '\n').trim() : problem;
    // The statement's last sentence holds the order with both quantities.
    const sentences = plain.split(/(?<=[.?])\s+/);
    const last = sentences.at(-1) ?? '';
    const both = BOTH.exec(last);
    if (both) {
      const before = sentences.slice(0, -1).join(' ');
      const which = /equilibrante/i.test(both[2] ?? '') ? 'la fuerza equilibrante' : 'la resultante';
      const size = solve(`${before} Determine el módulo de ${which}.`);
      // Its reading gives the angle from the positive x semi-axis, counterclockwise.
      const angle = solve(`${before} ¿Qué ángulo forma ${which} con el semieje x positivo?`);
      if (!size?.certain || !angle?.certain) return axes ? undefined : solve(problem);
      return { certain: true, text: `${size.text}\n\n${angle.text}` };
    }
    if (!axes) return solve(problem);
    return solve(plain);
  };
}
