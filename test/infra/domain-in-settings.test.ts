import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/handlers.ts';
import { PRODUCT_DOMAIN } from '../../shared/site-settings.ts';

/** The one file that writes the domain; everything else imports it (ADR 0061). */
const SETTINGS_FILE = 'shared/site-settings.ts';

/**
 * Code, configuration and what the site ships: the files where a written domain would drift from the
 * settings. Prose (`*.md`: ADRs, the runbook) may name it, as a record of what was decided.
 */
const CHECKED = /\.(ts|tsx|js|mjs|cjs|jsx|json|html|css|txt|xml|svg|webmanifest|ya?ml|sh)$/i;

/** Tracked and new (not ignored) files: build output and node_modules are ignored, so never read. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
}

describe('the domain', () => {
  it('is written only in the settings module', () => {
    const files = repositoryFiles().filter((file) => CHECKED.test(file));
    // The scan reads what it should: the modules that used to write the domain are in it.
    expect(files).toEqual(
      expect.arrayContaining(['infra/stage.ts', 'web/src/app/meta.ts', 'functions/lib/config.ts']),
    );
    const domain = PRODUCT_DOMAIN.toLowerCase();
    const writing = files.filter(
      (file) =>
        file !== SETTINGS_FILE &&
        readFileSync(path.join(repoRoot, file), 'utf8').toLowerCase().includes(domain),
    );
    expect(writing, `import it from ${SETTINGS_FILE} instead`).toEqual([]);
  });

  it('is written in the settings module', () => {
    expect(readFileSync(path.join(repoRoot, SETTINGS_FILE), 'utf8')).toContain(`'${PRODUCT_DOMAIN}'`);
  });
});
