/** What a word problem's readings take and give (word-problem-kinds.ts and the readings beside it). */

export interface WorkedKind {
  title: string;
  data: string;
  steps: string[];
  answer: string;
  /** The reading found more than one answer the statement allows: shown, and asked about, not stated. */
  unsure?: true;
}

/** The statement apart from its parts («a) La edad de Lucía.»), both folded, as the readings take them. */
export interface Asked {
  statement: string;
  parts: { label: string; prompt: string }[];
}
