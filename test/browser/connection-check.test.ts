import { describe, expect, inject, it } from 'vitest';
import { watchErrors } from './browser.ts';
import { phone, usePage } from './fixture.ts';

describe('the connection check (where a WAF challenge is passed)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone });

  it('says what is happening in its HTML, then goes back to the page the student was on', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const html = await (await fetch(`${baseUrl}/verificar?volver=%2Fterminos`)).text();
    expect(html).toContain('Verificando tu conexión');
    expect(html).toContain('noindex');
    await page.goto(`${baseUrl}/verificar?volver=%2Fterminos`);
    await page.waitForURL(`${baseUrl}/terminos`);
    expect(errors).toEqual([]);
  });

  it.each([
    ['a tab the address bar drops, leaving //', '%2F%09%2Fejemplo.com'],
    ['a line break before a backslash', '%2F%0A%5Cejemplo.com'],
    ['a broken percent escape in the path', '%2Fcontent%2F%25E0%25A4%25A'],
    ['a broken escape in the parameter itself', '/%E0%A4%A'],
    ['a lone percent sign', '%2Fterminos%25'],
    ['an address far too long', `%2F${'a'.repeat(4000)}`],
  ])('goes home, without an error, from %s', async (_case, volver) => {
    const { page } = ui;
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/verificar?volver=${volver}`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('never leaves the site, whatever the address says', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/verificar?volver=%2F%2Fejemplo.com%2Fx`);
    await page.waitForURL(`${baseUrl}/`);
  });
});
