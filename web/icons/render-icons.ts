/**
 * Draws the installed app's icons from the product's mark (web/public/favicon.svg) with the machine's
 * Chromium, into web/public/icons/. Run it again when the mark changes:
 * `npx tsx web/icons/render-icons.ts`. The PNGs are committed: the build needs no browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(webRoot, 'public', 'favicon.svg'), 'utf8');
const strokes = [...mark.matchAll(/<path [^>]*\/>/g)].map(([element]) => element).join('');
const background = mark.match(/<rect [^>]*fill="([^"]+)"/)?.[1];
if (!strokes || !background) throw new Error("favicon.svg: expected a filled <rect> and the mark's <path>s");

/** The mark alone, its strokes scaled about the centre, on a full square (maskable, Apple's). */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -15.5)">${strokes}</g></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // Maskable: whatever shape the launcher cuts stays inside the central circle of 80 % (the safe zone).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}" style="display:block">`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(webRoot, 'public', 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
