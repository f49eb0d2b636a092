import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TYPESETTER_DIR, TYPESETTER_FILE } from '../../shared/api/bundle-layout.ts';
import { type FormulaSheet, formulasIn } from '../../shared/math/typeset.ts';

type Typesetter = typeof import('./typesetter.ts');

let loading: Promise<Typesetter> | undefined;

/**
 * KaTeX, with what sets a sheet. In Lambda it is a module of its own beside the handler's bundle (the
 * `typeset` service), loaded on the first answer with a formula a container sends; elsewhere the
 * TypeScript module itself. The specifier is computed at run time, so the bundler leaves KaTeX out of
 * the handler's bundle and a container that answers no formula never loads it.
 */
function loadTypesetter(): Promise<Typesetter> {
  loading ??= (
    import(
      process.env.INGRESA_BUNDLE === 'lambda'
        ? pathToFileURL(
            path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), TYPESETTER_DIR, TYPESETTER_FILE),
          ).href
        : new URL('./typesetter.ts', import.meta.url).href
    ) as Promise<Typesetter>
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The KaTeX markup of every formula in an answer's strings, for its page to show as is (#30). */
export async function formulaSheet(answer: unknown): Promise<FormulaSheet | undefined> {
  const formulas = formulasIn(answer);
  if (formulas.length === 0) return undefined;
  return (await loadTypesetter()).typesetSheet(formulas);
}
