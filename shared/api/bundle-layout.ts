/**
 * Folders the Lambda bundling writes beside a handler's bundle (infra/route-function.ts,
 * infra/bundle-solvers.ts) and the functions load from LAMBDA_TASK_ROOT at run time. Here so the CDK
 * app names them without loading the functions' code.
 */

/** Each subject's generators, one module per subject (functions/content/load-generators.ts). */
export const GENERATORS_DIR = 'generators';
/** The tutor's exact solvers, one module per family (functions/lib/tutor/solvers/load-solvers.ts). */
export const SOLVERS_DIR = 'solvers';
/** The personal booklet's writer and its fonts (functions/content/booklets/load-writer.ts). */
export const BOOKLET_WRITER_DIR = 'booklet-writer';
/** KaTeX and the formula sheet it sets (functions/lib/formula-sheet.ts). */
export const TYPESETTER_DIR = 'typesetter';
export const TYPESETTER_FILE = 'typesetter.mjs';
