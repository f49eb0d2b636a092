/** The steps of a worked solution as a numbered markdown list. */
export const numbered = (steps: readonly string[]): string[] => steps.map((s, i) => `${i + 1}. ${s}`);

/**
 * The layout of a worked word-problem reply: a title, the data read from the statement, the numbered
 * steps, the answer in bold and a closing question that checks understanding.
 */
export function workedReply(reply: {
  title: string;
  /** What the statement gives, without the final period. */
  data: string;
  steps: readonly string[];
  answer: string;
  closing: string;
}): string {
  return [
    `## ${reply.title}`,
    '',
    `**Datos:** ${reply.data}.`,
    '',
    ...numbered(reply.steps),
    '',
    reply.answer,
    '',
    reply.closing,
  ].join('\n');
}
