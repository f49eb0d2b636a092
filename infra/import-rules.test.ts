import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');

/** One import per forbidden file, so each diagnostic names the import it is about. */
const forbidden: Record<string, string> = {
  'web/src/features/trial/sibling.ts': '../educational/content-format.ts',
  'web/src/features/trial/round-trip.ts': '../../features/educational/exercise-page.tsx',
  'web/src/features/seo/copy/sibling.ts': '../../educational/content-format.ts',
  'web/src/features/trial/server.ts': '../../../../functions/lib/config.ts',
  'web/src/lib/feature.ts': '../features/trial/trial-format.ts',
  'web/src/components/route.tsx': '../routes/content/content-app.tsx',
  'web/src/lib/server.ts': '../../../functions/content/bank.ts',
  'functions/lib/web.ts': '../../web/src/lib/api.ts',
  'functions/trial-get/web.ts': '../../web/src/features/trial/trial-format.ts',
  'shared/api/server.ts': '../../functions/lib/config.ts',
  'shared/domain/web.ts': '../../web/src/lib/api.ts',
  'functions/lib/zod.ts': 'zod',
  'web/src/lib/zod.ts': 'zod/mini',
  'infra/local/zod.ts': 'zod',
  'functions/lib/data/domain.ts': '../statistics/service.ts',
  'functions/lib/data/billing.ts': '../subscriptions/provider.ts',
  'functions/feedback-user/handler.ts': '../lib/data/feedback.ts',
  'infra/route-function.ts': '../functions/content/load-generators.ts',
  'web/src/features/dashboard/sibling.ts': '../trial/trial-format.ts',
  'web/src/features/statistics/charts/sibling.ts': '../../trial/trial-format.ts',
};

const allowed: Record<string, string[]> = {
  'web/src/features/trial/own.ts': [
    './trial-format.ts',
    '../../lib/content-format.ts',
    '../../components/spinner.tsx',
    '../../../../shared/api/zod.ts',
  ],
  'web/src/features/seo/copy/own.ts': ['../seo-page.tsx', '../../../lib/api.ts'],
  'web/src/routes/content/features.tsx': ['../../features/trial/trial-page.tsx'],
  'web/src/app/features.tsx': ['../features/legal/legal-page.tsx'],
  'web/src/lib/shared.ts': ['../components/spinner.tsx', '../../../shared/api/routes.ts'],
  'web/build.ts': ['../functions/content/booklets/booklet.ts'],
  'functions/lib/shared.ts': ['../../shared/api/zod.ts', './config.ts'],
  'functions/lib/data/leaf.ts': ['./keys.ts', '../config.ts', '../../../shared/domain/study-days.ts'],
  'shared/api/zod.ts': ['zod'],
  'shared/math/bank.test.ts': ['../../functions/content/bank.ts'],
  'infra/monitoring.ts': ['../shared/api/metrics.ts'],
  'infra/local/server.ts': ['../../functions/lib/config.ts'],
};

/**
 * Named imports, for the rules that forbid some of a module's exports rather than the whole module:
 * one import of [specifier, names] per file.
 */
const forbiddenNames: Record<string, [string, string[]]> = {
  'web/src/app/router-link.tsx': ['react-router-dom', ['Link']],
  'web/src/features/trial/router-link.tsx': ['react-router-dom', ['Link', 'useNavigate']],
  'web/src/features/seo/copy/router-link.tsx': ['react-router-dom', ['NavLink']],
  'web/src/components/router-link.tsx': ['react-router', ['Link']],
  'web/src/features/dashboard/router-link.tsx': ['react-router-dom', ['Link']],
  'web/src/features/statistics/charts/router-link.tsx': ['react-router-dom', ['Link']],
};

const allowedNames: Record<string, [string, string[]]> = {
  'web/src/features/trial/router-hooks.tsx': ['react-router-dom', ['useLocation', 'useNavigate']],
  'web/src/components/own-link.tsx': ['react-router-dom', ['useHref', 'useLinkClickHandler']],
  'web/src/features/trial/own-link.tsx': ['../../components/link.tsx', ['Link', 'NavLink']],
};

function namedImport([specifier, names]: [string, string[]]): string {
  return `import { ${names.join(', ')} } from '${specifier}';\nexport const all = [${names.join(', ')}];\n`;
}

function moduleWith(imports: string[]): string {
  const lines = imports.map((specifier, index) => `import * as m${index} from '${specifier}';`);
  return `${lines.join('\n')}\nexport const all = [${imports.map((_, index) => `m${index}`).join(', ')}];\n`;
}

interface Diagnostic {
  category: string;
  location: { path: string };
}

let workspace: string;
let reported: Diagnostic[];

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  // The plugins' files stay in the repository; this tree checks the import rules alone.
  const {
    $schema: _schema,
    vcs: _vcs,
    files: _files,
    plugins: _plugins,
    ...config
  } = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  writeFileSync(path.join(workspace, 'biome.json'), JSON.stringify(config));
  const fixtures = {
    ...Object.fromEntries(Object.entries(forbidden).map(([file, specifier]) => [file, [specifier]])),
    ...allowed,
  };
  const written = {
    ...Object.fromEntries(Object.entries(fixtures).map(([file, imports]) => [file, moduleWith(imports)])),
    ...Object.fromEntries(
      Object.entries({ ...forbiddenNames, ...allowedNames }).map(([file, named]) => [
        file,
        namedImport(named),
      ]),
    ),
  };
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(path.join(workspace, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(workspace, file), text);
  }
  // Not `--only`: it would also run the rule where an override turns it off (shared/api/zod.ts).
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  reported = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter(
    (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports',
  );
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('import rules in biome.json', () => {
  it.each(Object.entries(forbidden))('rejects %s importing %s', (file) => {
    const hits = reported.filter((diagnostic) => diagnostic.location.path === file);
    expect(hits.map((hit) => hit.category)).toEqual(['lint/style/noRestrictedImports']);
  });

  it('accepts imports inside a feature, of shared code, and of features from routes and the app', () => {
    const flagged = reported.map((diagnostic) => diagnostic.location.path).filter((file) => file in allowed);
    expect(flagged).toEqual([]);
  });

  it.each(Object.entries(forbiddenNames))('rejects %s importing %j', (file) => {
    const hits = reported.filter((diagnostic) => diagnostic.location.path === file);
    expect(hits.map((hit) => hit.category)).toEqual(['lint/style/noRestrictedImports']);
  });

  it("covers the CDK app's files as tsconfig.cdk.json lists them", () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
    const project = read('tsconfig.cdk.json') as { include: string[]; exclude: string[] };
    const overrides = read('biome.json').overrides as { includes: string[] }[];
    const asGlob = (entry: string) => (entry.endsWith('.ts') ? entry : `${entry}/**`);
    const projectGlobs = [
      ...project.include.map(asGlob),
      ...project.exclude.map((entry) => `!${asGlob(entry)}`),
    ];
    const rule = overrides.find((override) => override.includes.includes('infra/**'));
    expect(rule?.includes.toSorted()).toEqual(projectGlobs.toSorted());
  });

  it("accepts React Router's hooks, and Link and NavLink from web/src/components/link.tsx", () => {
    const flagged = reported
      .map((diagnostic) => diagnostic.location.path)
      .filter((file) => file in allowedNames);
    expect(flagged).toEqual([]);
  });
});
