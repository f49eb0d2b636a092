import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import type { Generator } from '../../schema.ts';
import { generators as fisica } from './fisica.ts';
import { generators as matematicas } from './matematicas.ts';
import { generators as quimica } from './quimica.ts';

/** Per subject, the generators written for the exam's formats: each also writes its problem in parts. */
export const partsGenerators: Record<SubjectId, readonly Generator[]> = { matematicas, fisica, quimica };
