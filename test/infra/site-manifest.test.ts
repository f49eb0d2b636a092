import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/handlers.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { buildSite } from '../../web/build.ts';
import {
  describeFiles,
  inlineHashesOf,
  readSiteManifest,
  type SiteManifest,
  siteManifestFileFor,
} from '../../web/site-manifest.ts';
import { prerenderedPages } from '../../web/src/app/pages.ts';
import { synthStage } from './synth-stage.ts';

describe('the manifest web/build.ts writes beside the site', () => {
  const siteDir = path.join(repoRoot, 'build', `web-manifest-test-${process.pid}`);
  let manifest: SiteManifest;

  beforeAll(async () => {
    await buildSite({ quiet: true, outDir: siteDir });
    manifest = readSiteManifest(siteDir);
  }, 180_000);
  afterAll(() => {
    for (const written of [siteDir, bookletsDirFor(siteDir), siteManifestFileFor(siteDir)]) {
      rmSync(written, { recursive: true, force: true });
    }
  });

  it('lists every prerendered page with the HTML file written for it', () => {
    expect(manifest.pages.map((page) => page.path).sort()).toEqual(
      prerenderedPages.map((page) => page.path).sort(),
    );
    for (const page of manifest.pages)
      expect(existsSync(path.join(siteDir, page.file)), page.file).toBe(true);
  });

  it('lists every file in the site, with the size and hash of the bytes there', () => {
    expect(Object.keys(manifest.files)).toEqual(Object.keys(describeFiles(siteDir, new Set())));
    for (const [file, described] of Object.entries(manifest.files)) {
      const bytes = readFileSync(path.join(siteDir, file));
      expect({
        file,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('base64'),
      }).toEqual({ file, bytes: described.bytes, sha256: described.sha256 });
    }
  });

  it('gives each page the content-hashed files it loads first, the entry script first', () => {
    const entries = new Set(manifest.pages.map((page) => page.scripts[0]));
    expect(entries.size).toBe(1);
    for (const page of manifest.pages) {
      const loaded = [...page.scripts, ...page.stylesheets.map((sheet) => sheet.file), ...page.fonts];
      expect(page.scripts.length).toBeGreaterThan(0);
      expect(page.stylesheets.length).toBeGreaterThan(0);
      for (const file of loaded) expect(manifest.files[file]?.hashed, `${page.path}: ${file}`).toBe(true);
    }
    // The 404 page travels inside the CloudFront function: it links its stylesheet, the rest inline it.
    const linking = manifest.pages.filter((page) => page.stylesheets.some((sheet) => !sheet.inline));
    expect(linking.map((page) => page.path)).toEqual(['/404']);
  });

  it('lists the hashes of the inline code in the pages, which the Content-Security-Policy allows', () => {
    const documents = manifest.pages.map((page) => readFileSync(path.join(siteDir, page.file), 'utf8'));
    expect(manifest.inline).toEqual(inlineHashesOf(documents));
    // Every page but the 404 page inlines the entry's stylesheet.
    expect(manifest.inline.styles.length).toBeGreaterThan(0);
  });

  it('keeps every font a file of the site, never a data: URL the policy would refuse (font-src)', () => {
    const stylesheets = Object.entries(manifest.files).filter(
      ([, described]) => described.kind === 'stylesheet',
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const [file] of stylesheets)
      expect(readFileSync(path.join(siteDir, file), 'utf8'), file).not.toMatch(
        /url\(\s*["']?data:(font|application\/(x-)?font)/,
      );
  });

  it('keeps Vite’s own manifest, which names source files, out of the public site', () => {
    expect(existsSync(path.join(siteDir, '.vite'))).toBe(false);
    expect(Object.keys(manifest.files).some((file) => file.startsWith('.'))).toBe(false);
  });

  it('is what the deployment follows: every content-hashed file uploaded once, as immutable', () => {
    const { template } = synthStage({ siteContentDir: siteDir });
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as {
      Properties: { Include?: string[]; SystemMetadata?: Record<string, string> };
    }[];
    const immutable = deployments.filter((deployment) =>
      deployment.Properties.SystemMetadata?.['cache-control']?.includes('immutable'),
    );
    const hashed = Object.entries(manifest.files)
      .filter(([, described]) => described.hashed)
      .map(([file]) => file);
    expect(immutable.flatMap((deployment) => deployment.Properties.Include ?? []).sort()).toEqual(
      hashed.sort(),
    );
  }, 120_000);
});
