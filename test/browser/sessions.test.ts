import { describe, expect, inject, it } from 'vitest';
import { phone, useBrowser, useContext } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

/** The session is the HttpOnly cookie: every tab of the browser shares it, and so does logging out. */
describe('one session across tabs', () => {
  const baseUrl = inject('baseUrl');
  const ui = useContext({ viewport: phone });

  it('keeps a second tab and a pasted deep link logged in, and logs every tab out together', async () => {
    const { context } = ui;
    const first = await context.newPage();
    await signInAsSubscriber(first, baseUrl);

    const second = await context.newPage();
    await second.goto(`${baseUrl}/content/simuladores`);
    await second.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/content/simuladores');

    const third = await context.newPage();
    await third.goto(`${baseUrl}/content/estadisticas`);
    await third.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(third.url()).pathname).toBe('/content/estadisticas');

    await first.getByRole('button', { name: /^Tu cuenta/ }).click();
    await first.getByRole('button', { name: 'Cerrar sesión' }).click();
    await first.waitForURL(`${baseUrl}/login`);
    await second.waitForURL(`${baseUrl}/login`);
    await third.waitForURL(`${baseUrl}/login`);

    const reopened = await context.newPage();
    await reopened.goto(`${baseUrl}/content/dashboard`);
    await reopened.waitForURL(`${baseUrl}/login`);
  });
});

describe('the tutor button', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('never covers the last content of a page on a phone', async () => {
    const page = await ui.open({ viewport: { width: 360, height: 640 } });
    await signInAsSubscriber(page, baseUrl);
    for (const path of ['/content/dashboard', '/content/suscripcion', '/']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('.tutor-launcher').waitFor();
      // The page's data first: a page still loading grows after the scroll, and what was the end of it
      // (the loading screen's footer) is no longer at the bottom when the button is measured.
      await page.waitForLoadState('networkidle');
      await page.locator('main h1').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const launcher = await page.locator('.tutor-launcher').boundingBox();
      const covered = await page.evaluate((box) => {
        if (!box) return [];
        return [
          ...document.querySelectorAll('main a, main button, main p, main li, main td, footer a, footer p'),
        ]
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            // A folded section's content keeps boxes that nobody sees (content-visibility: hidden).
            return (
              element.checkVisibility() &&
              rect.width > 0 &&
              rect.left < box.x + box.width &&
              rect.right > box.x &&
              rect.top < box.y + box.height &&
              rect.bottom > box.y
            );
          })
          .map((element) => element.textContent?.slice(0, 40));
      }, launcher);
      expect(covered, path).toEqual([]);
    }
  });
});
