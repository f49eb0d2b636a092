import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatArs, plans } from '../../../../shared/domain/subscription-plans.ts';
import { annualPrice, breakEvenWeeks, weeklyPrice } from './copy-values.ts';

const featuresDir = path.join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('copy on the landing, the SEO pages and the site chrome', () => {
  const files = ['landing', 'seo', 'chrome'].flatMap((feature) => sources(path.join(featuresDir, feature)));

  it('hard-codes no exam year and no price: they come from the exam calendar and the plans', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(slug|import)\b/.test(line.trim()) && !line.includes("slug: '"))
        .filter((line) => /\b20[2-3]\d\b(?!-\d\d-\d\d)|\$ ?\d{1,3}\.\d{3}/.test(line))
        .map((line) => `${path.relative(featuresDir, file)}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });

  it('quotes the plans module’s prices', () => {
    expect(annualPrice).toBe(formatArs(plans.annual.priceArs));
    expect(weeklyPrice).toBe(formatArs(plans.weekly.priceArs));
    expect(breakEvenWeeks).toBe(7);
  });
});
