import type { Generator } from '../../schema.ts';

/** Generators whose problem also comes in parts (a, b, …), written for the exam's format (#31). */
export const generators: Generator[] = [];
