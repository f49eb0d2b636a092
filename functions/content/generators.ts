import type { Generator } from './schema.ts';
import { generators as fisica } from './subject-generators/fisica.ts';
import { generators as matematicas } from './subject-generators/matematicas.ts';
import { generators as quimica } from './subject-generators/quimica.ts';

/** Every generator, without the rest of the bank (tests and scripts; the simulator loads one subject). */
export const allGenerators: readonly Generator[] = [...matematicas, ...fisica, ...quimica];
