import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const skipped = new Set(['node_modules', 'build', 'dist', 'cdk.out', 'test-results']);

/** Every Markdown file of the repository (README.md, docs/**, functions/content/README.md, …). */
function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || skipped.has(entry.name) ? [] : markdownFiles(relative);
    }
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** Inline links and reference definitions, outside code fences and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? '');
  return [...inline, ...references];
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#');

/** The relative links of a document whose file is not in the repository (or lies outside it). */
function brokenLinks(file: string, text = readFileSync(path.join(root, file), 'utf8')): string[] {
  return linkTargets(text)
    .filter((target) => !isExternal(target))
    .filter((target) => {
      const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
      const resolved = bare.startsWith('/')
        ? path.join(root, bare)
        : path.join(root, path.dirname(file), bare);
      return path.relative(root, resolved).startsWith('..') || !existsSync(resolved);
    });
}

describe('documentation links', () => {
  const files = markdownFiles('.').map((file) => path.normalize(file));

  it('finds the documents it checks', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/decisions/0001-toolchain.md']));
  });

  it('reads inline links and reference definitions, not code', () => {
    expect(linkTargets('[a](x.md) `[b](y.md)` [c]: <z.md> [d](https://e.org "t")')).toEqual([
      'x.md',
      'https://e.org',
    ]);
    expect(linkTargets('[c]: z.md\n')).toEqual(['z.md']);
  });

  it('reports a link to a missing file or outside the repository, not one to an existing file', () => {
    const text =
      '[ok](0001-toolchain.md) [gone](0000-nothing.md#x) [out](../../../etc/hosts) [web](https://a.b)';
    expect(brokenLinks('docs/decisions/x.md', text)).toEqual(['0000-nothing.md#x', '../../../etc/hosts']);
  });

  it.each(files)('%s links only to files that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
