import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCharacters, subsetFigtree } from './font-subset.ts';

const repoRoot = path.join(import.meta.dirname, '..');

/** Fontsource's declared range for the Latin file the subset is cut from, as code point intervals. */
function latinRange(): [number, number][] {
  const ranges = createRequire(import.meta.url)('@fontsource-variable/figtree/unicode.json') as {
    latin: string;
  };
  return ranges.latin.split(',').map((part) => {
    const [from, to = from] = part.replace('U+', '').split('-') as [string, string?];
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** Every character written in the site's and the content bank's sources. */
async function writtenCharacters(): Promise<Set<string>> {
  const found = new Set<string>();
  for (const dir of ['web/src', 'shared', 'functions/content/data']) {
    const entries = await readdir(path.join(repoRoot, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
      for (const character of await readFile(path.join(entry.parentPath, entry.name), 'utf8'))
        found.add(character);
    }
  }
  return found;
}

describe('the subset typeface', () => {
  it('keeps every character the site writes that the Latin Figtree can draw', async () => {
    const ranges = latinRange();
    const drawable = (character: string) => {
      const code = character.codePointAt(0) as number;
      return code >= 0x20 && ranges.some(([from, to]) => code >= from && code <= to);
    };
    const missing = [...(await writtenCharacters())].filter(
      (character) => drawable(character) && !siteCharacters.includes(character),
    );
    expect(missing).toEqual([]);
  });

  it('is a woff2 of a few kilobytes', async () => {
    const font = await subsetFigtree();
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThanOrEqual(20 * 1024);
  });
});
