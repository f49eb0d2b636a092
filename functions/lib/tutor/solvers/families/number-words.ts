/**
 * A number said in words, the exams' «lenguaje simbólico» (number-words.ts): a module of its own on its
 * own cue, «un número», tried just before the word problems (ADR 0127).
 */
import { numberWords } from '../number-words.ts';

export const solvers = [numberWords] as const;
