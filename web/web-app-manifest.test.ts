import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INSTALL_LINKS } from './install-links.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(webRoot, 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('points at icons of the sizes it declares', () => {
    for (const icon of manifest.icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('is linked with a 180 px Apple touch icon from the pages’ head', () => {
    expect(INSTALL_LINKS).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const apple = INSTALL_LINKS.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(apple && pngSize(apple)).toBe('180x180');
  });

  it('takes its colours from the site: the pages’ theme colour and the page background', () => {
    const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const css = readFileSync(path.join(webRoot, 'src', 'styles', 'global.css'), 'utf8');
    expect(template).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(css).toContain(`--color-bg: ${manifest.background_color};`);
  });

  it('starts at the dashboard and offers today’s session and the simulator', () => {
    expect(manifest.start_url).toBe('/content/dashboard');
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Tu sesión de hoy', '/content/sesion'],
      ['Simulador', '/content/simuladores'],
    ]);
  });
});
