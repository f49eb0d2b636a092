import { generators as own } from '../data/fisica/generators/index.ts';
import { generators as examFormatGenerators } from '../exam-formats/generators/fisica.ts';
import type { Generator } from '../schema.ts';

/**
 * The fisica generators: the simulator function loads only the subject it needs (load-generators.ts).
 * The bank's own list, then those written for the exam's formats, in the order the bank adds them
 * (exam-formats/index.ts); a test holds the two equal.
 */
export const generators: readonly Generator[] = [...own, ...examFormatGenerators];
