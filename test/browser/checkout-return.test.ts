import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { launchBrowser, screenshot, screenshotsDir, watchErrors } from './browser.ts';
import { preapprovalId, reachCheckoutAsNewStudent, scrollsSideways } from './checkout.ts';
import { desktop, usePage } from './fixture.ts';
import { signInWithoutPlan } from './sign-in.ts';

const panelTitle = (planName: string) => `Tenés un pago pendiente del ${planName}.`;

describe('coming back from Mercado Pago’s checkout', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, perTest: true });

  it('offers the same checkout instead of the used code, and again on /plans in a new tab', async () => {
    const { context, page } = ui;
    const errors = watchErrors(page);
    const { checkoutUrl } = await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Premium');
    expect(preapprovalId(checkoutUrl)).toBeTruthy();

    await page.goBack();
    await page.waitForURL(/\/email-verification\?.*next=checkout/);
    const panel = page.getByRole('region', { name: panelTitle('Plan Premium') });
    await panel.waitFor();
    expect(await page.getByLabel('Dígito 1 de 6').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verificar código' }).count()).toBe(0);
    const resume = panel.getByRole('link', { name: 'Continuar con el pago' });
    expect(await resume.getAttribute('href')).toBe(checkoutUrl);
    expect(await panel.getByRole('button', { name: 'Elegir otro plan' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'checkout-return-verification-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'checkout-return-verification-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await resume.click();
    await page.waitForURL(/\/checkout\/preapproval\//);
    expect(page.url()).toBe(checkoutUrl);
    await page.getByRole('button', { name: 'Aprobar pago' }).waitFor();

    // A tab of its own stores nothing: the panel comes from the session cookie alone.
    const tab = await context.newPage();
    const tabErrors = watchErrors(tab);
    await tab.goto(`${baseUrl}/plans`);
    const tabPanel = tab.getByRole('region', { name: panelTitle('Plan Premium') });
    await tabPanel.waitFor();
    expect(await tab.evaluate(() => sessionStorage.getItem('pending_checkout_link'))).toBeNull();
    const tabResume = tabPanel.getByRole('link', { name: 'Continuar con el pago' });
    expect(preapprovalId((await tabResume.getAttribute('href')) ?? '')).toBe(preapprovalId(checkoutUrl));
    expect(await accessibilityViolations(tab, 'html')).toEqual([]);
    await screenshot(tab, 'checkout-return-plans-1280');
    await tab.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(tab)).toBe(false);
    await screenshot(tab, 'checkout-return-plans-360');

    // "Elegir otro plan" only hides the panel; the plans stay to choose from.
    await tabPanel.getByRole('button', { name: 'Elegir otro plan' }).click();
    await tabPanel.waitFor({ state: 'detached' });
    expect(await tab.getByRole('button', { name: 'Elegir Plan Semanal' }).isEnabled()).toBe(true);
    await tab.close();

    // From the verification page, "Elegir otro plan" leads to the plans, without the offer this time.
    await page.goBack();
    await page.waitForURL(/\/email-verification\?/);
    await panel.getByRole('button', { name: 'Elegir otro plan' }).click();
    await page.waitForURL(`${baseUrl}/plans`);
    await page.getByRole('heading', { level: 1, name: 'Elegí tu plan' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: panelTitle('Plan Premium') }).count()).toBe(0);
    expect([...errors, ...tabErrors]).toEqual([]);
  });

  it('leaves for the checkout from /plans?autoSelect=true once, and offers it again on the way back', async () => {
    const { page } = ui;
    await signInWithoutPlan(page, baseUrl);
    await page.goto(`${baseUrl}/plans?plan=weekly&autoSelect=true`);
    await page.waitForURL(/\/checkout\/preapproval\//);
    const checkoutUrl = page.url();

    await page.goBack();
    await page.waitForURL(`${baseUrl}/plans?plan=weekly`);
    const panel = page.getByRole('region', { name: panelTitle('Plan Semanal') });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: 'Continuar con el pago' }).getAttribute('href')).toBe(
      checkoutUrl,
    );
    // No second trip: the page stays on the plans.
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${baseUrl}/plans?plan=weekly`);

    // Choosing the same plan again reuses the link instead of starting a second agreement.
    await page.getByRole('button', { name: 'Elegir Plan Semanal' }).click();
    await page.waitForURL(/\/checkout\/preapproval\//);
    expect(preapprovalId(page.url())).toBe(preapprovalId(checkoutUrl));
  });

  it('offers it on the landing when the browser restores the page from its back-forward cache', async () => {
    const cached = await launchBrowser({ backForwardCache: true });
    try {
      const tab = await (await cached.newContext({ locale: 'es-AR' })).newPage();
      await signInWithoutPlan(tab, baseUrl);
      await tab.goto(`${baseUrl}/#pricing`);
      await tab.evaluate(() => {
        (window as { keptAlive?: boolean }).keptAlive = true;
      });
      await tab.getByRole('button', { name: 'Elegir Plan Semanal' }).click();
      await tab.waitForURL(/\/checkout\/preapproval\//);
      const checkoutUrl = tab.url();

      // A page restored from the cache fires no load event: wait for the navigation to commit.
      await tab.goBack({ waitUntil: 'commit' });
      await tab.waitForURL(`${baseUrl}/#pricing`, { waitUntil: 'commit' });
      const panel = tab.getByRole('region', { name: panelTitle('Plan Semanal') });
      await panel.waitFor();
      expect(await panel.getByRole('link', { name: 'Continuar con el pago' }).getAttribute('href')).toBe(
        checkoutUrl,
      );
      // The same document came back (no reload) and no longer says it is preparing the payment.
      expect(await tab.evaluate(() => (window as { keptAlive?: boolean }).keptAlive)).toBe(true);
      expect(await tab.getByText('Preparando tu pago…').count()).toBe(0);
      for (const width of [1280, 360]) {
        await tab.setViewportSize({ width, height: 800 });
        const file = path.join(screenshotsDir, `checkout-return-landing-${width}.png`);
        await tab.locator('#pricing').screenshot({ path: file });
      }
      expect(await scrollsSideways(tab)).toBe(false);
    } finally {
      await cached.close();
    }
  });
});
