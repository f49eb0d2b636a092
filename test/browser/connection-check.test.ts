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

  it('never leaves the site, whatever the address says', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/verificar?volver=%2F%2Fejemplo.com%2Fx`);
    await page.waitForURL(`${baseUrl}/`);
  });
});
