import type { Figure } from '../../schema.ts';

/** One subject's figures for the bank's items, by id (its own module, so the subjects' files and index.ts do not import each other). */
export interface ItemFigures {
  /** Figures added after a mini class's own. */
  miniClasses: Readonly<Record<string, readonly Figure[]>>;
  exercises: Readonly<Record<string, Figure>>;
}
