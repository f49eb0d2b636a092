import { readingFormatsProblems } from './reading-formats.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 46;

describeWrittenSet(
  'statements in the formats the engine misread: parts with no «?», labels one a line, «Datos:», breaks',
  'Formatos de enunciado (escrita)',
  readingFormatsProblems,
  RIGHT_FLOOR,
);
