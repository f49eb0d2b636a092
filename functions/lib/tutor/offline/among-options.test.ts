import { describe, expect, it } from 'vitest';
import type { SolverReply } from '../solvers/declaration.ts';
import { optionsReply } from './reading.ts';

const message = [
  '¿Cuál de las siguientes moléculas es polar?',
  'A) CO₂',
  'B) CCl₄',
  'C) NH₃',
  'D) BF₃',
  'E) Ninguna respuesta anterior es correcta',
].join('\n');

/** A solver that decides among the options: it sees them only when they are written under the statement. */
function weighsOptions(option: string | undefined, certain = true) {
  const seen: string[] = [];
  const solve = (problem: string): SolverReply | undefined => {
    seen.push(problem);
    if (!/^C\) NH₃$/m.test(problem)) return undefined;
    return { text: '## Polaridad\n\n**El NH₃ es polar.**', certain, ...(option && { option }) };
  };
  return { solve, seen };
}

describe('a question answered among its options (SolverReply.option)', () => {
  it('names the option the solver proved, with its reply, after the statement alone found nothing sure', () => {
    const { solve, seen } = weighsOptions('C');
    const reply = optionsReply(message, solve);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toMatch(/^La correcta es la \*\*C\)\*\* NH₃\./);
    expect(seen.at(-1)).toContain('A) CO₂\nB) CCl₄');
  });

  it('says «ninguna» in its own words when the solver proves the none option', () => {
    const { solve } = weighsOptions('E');
    expect(optionsReply(message, solve)?.text).toMatch(
      /^Ninguna de las otras opciones cumple: la correcta es la \*\*E\)\*\*/,
    );
  });

  it('names nothing for an unsure reply, a label that is not an option, or no label', () => {
    for (const { solve } of [weighsOptions('C', false), weighsOptions('F'), weighsOptions(undefined)]) {
      const reply = optionsReply(message, solve);
      expect(reply?.text ?? '').not.toMatch(/La correcta es/);
    }
  });

  it('is not asked when a reading of the statement alone is sure', () => {
    const seen: string[] = [];
    const solve = (problem: string): SolverReply => {
      seen.push(problem);
      return { text: '**El NH₃ es polar.**', certain: true };
    };
    optionsReply(message, solve);
    expect(seen.some((problem) => problem.includes('A) CO₂'))).toBe(false);
  });
});
