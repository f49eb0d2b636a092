import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodeEmail } from '../../functions/lib/auth/code-email.ts';
import { buildMimeMessage } from '../../functions/lib/mail/mime.ts';
import { type RunningStack, startStackOnFreePorts } from '../../infra/local/stack.ts';
import { PRODUCTION_SITE_URL } from '../../shared/site-settings.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { buildSite } from '../../web/build.ts';
import { siteManifestFileFor } from '../../web/site-manifest.ts';
import { readRawMail } from '../smoke/inbox.ts';
import { main } from '../smoke/smoke.ts';

/**
 * `npm run smoke` against a local stack of this file's own: the real site, built for it, and the direct
 * API port (the execute-api stand-in, so the origin check is on), with the local SES as the inbox.
 */
const siteDir = path.join(import.meta.dirname, '..', '..', 'build', `web-smoke-${process.pid}`);

let stack: RunningStack;
let lines: string[];
const run = (argv: string[]) => main(argv, (line) => lines.push(line));

beforeAll(async () => {
  await buildSite({ quiet: true, outDir: siteDir });
  stack = await startStackOnFreePorts({
    staticDir: siteDir,
    directApiPort: 0,
    logLevel: 'silent',
  });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  // The build writes the booklets and its manifest beside the site.
  for (const written of [siteDir, bookletsDirFor(siteDir), siteManifestFileFor(siteDir)])
    await rm(written, { recursive: true, force: true });
});

describe('npm run smoke', () => {
  it('walks the local stack as a visitor and a student, every step passing, and exits 0', async () => {
    lines = [];
    const code = await run([
      stack.url,
      `--api-url=${stack.directApiUrl}`,
      `--inbox=${stack.sesEndpoint}`,
      '--timeout=10',
    ]);

    expect(code, lines.join('\n')).toBe(0);
    const stepLines = lines.filter((line) => /^[✓✗–] /.test(line));
    expect(stepLines.map((line) => line.slice(2, 48).trim())).toEqual([
      'landing page',
      'SEO page /ingreso',
      'plans page',
      'API health',
      'security headers',
      'API refuses a request that skips CloudFront',
      'student is signed out',
      'login code e-mail',
      'student logs in with the code',
      'student logs out',
    ]);
    expect(stepLines.every((line) => line.startsWith('✓ ') && /\d+ ms/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^PASSED: 10 passed, 0 failed, 0 skipped in \d+ ms$/);
  });

  it('fails the CloudFront step, and exits 1, when the address given as the API lets a request through', async () => {
    lines = [];
    // The site's own server adds the origin token, as CloudFront does: it is no stand-in for execute-api.
    const code = await run([stack.url, `--api-url=${stack.url}`]);

    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^✗ API refuses a request that skips CloudFront .*not 403/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^– login code e-mail .*no --inbox given/));
    expect(lines.at(-1)).toMatch(/^FAILED: 6 passed, 1 failed, 3 skipped/);
  });

  it('exits 1 against a site that answers 500 without the security headers', async () => {
    const broken = http.createServer((_req, res) =>
      res.writeHead(500, { 'content-type': 'text/html' }).end('x'),
    );
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    lines = [];
    try {
      const code = await run([`http://127.0.0.1:${(broken.address() as AddressInfo).port}`]);
      expect(code).toBe(1);
      expect(lines).toContainEqual(expect.stringMatching(/^✗ landing page .*\/ answered 500/));
      expect(lines).toContainEqual(
        expect.stringMatching(/^✗ security headers .*lacks content-security-policy/),
      );
      expect(lines.at(-1)).toMatch(/^FAILED: 0 passed, 6 failed, 4 skipped/);
    } finally {
      broken.close();
    }
  });

  it('finds the consumer-law links however they are marked up: entities, inner tags, an aria-label', async () => {
    const landing =
      '<!doctype html><title>Ingres&aacute;</title><footer><a href="/arrepentimiento">Bot&oacute;n de ' +
      '<b>arrepentimiento</b></a> <a href="/baja" aria-label="Botón de baja de servicio">Baja</a></footer>';
    const marked = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(landing),
    );
    await new Promise<void>((resolve) => marked.listen(0, '127.0.0.1', resolve));
    lines = [];
    try {
      await run([`http://127.0.0.1:${(marked.address() as AddressInfo).port}`]);
      expect(lines).toContainEqual(expect.stringMatching(/^✓ landing page /));
    } finally {
      marked.close();
    }
  });

  it('reads a raw message as the S3 inbox gets it: addresses, the decoded subject and both parts', () => {
    const mail = loginCodeEmail(
      'smoke+ab12@inbox.example.com',
      '654321',
      'https://ingresa.test/login/enlace#c21va2U.abc',
    );
    const raw = buildMimeMessage({ from: 'Ingresá <no-responder@ingresa.test>', ...mail });

    const read = readRawMail(Buffer.from(raw, 'utf8').toString('latin1'));

    expect(read.to).toEqual(['smoke+ab12@inbox.example.com']);
    expect(read.subject).toBe('654321 es tu código para ingresar a Ingresá');
    expect(read.text).toBe(mail.text);
    expect(read.html).toBe(mail.html);
  });

  it('prints its usage for --help and refuses a command line without a site', async () => {
    lines = [];
    expect(await run(['--help'])).toBe(0);
    expect(lines.join('\n')).toContain('Usage: npm run smoke -- <site URL>');
    lines = [];
    expect(await run(['--inbox=local'])).toBe(2);
    expect(lines[0]).toBe(`smoke: give the site URL, e.g. ${PRODUCTION_SITE_URL}\n`);
  });
});
