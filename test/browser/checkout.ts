import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { whenHydrated } from './browser.ts';
import { enterMailedCode } from './sign-in.ts';

export type PlanName = 'Plan Premium' | 'Plan Semanal';

/** A new visitor: landing pricing → "¡Casi listo!" → the code from the mailbox → Mercado Pago's checkout. */
export async function reachCheckoutAsNewStudent(
  page: Page,
  baseUrl: string,
  planName: PlanName,
): Promise<{ email: string; checkoutUrl: string }> {
  const email = `vuelve-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
  await page.goto(`${baseUrl}/#pricing`);
  await (await whenHydrated(page.getByRole('button', { name: `Elegir ${planName}` }))).click();
  const modal = page.getByRole('dialog', { name: '¡Casi listo!' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/email-verification\?.*next=checkout/);
  await enterMailedCode(page, email);
  await page.waitForURL(/\/checkout\/preapproval\//);
  await page.getByRole('button', { name: 'Aprobar pago' }).waitFor();
  return { email, checkoutUrl: page.url() };
}

/** The emulator's preapproval id in a checkout address. */
export function preapprovalId(url: string): string | undefined {
  return /\/checkout\/preapproval\/([^/?#]+)/.exec(url)?.[1];
}

/** The page scrolls sideways: something is wider than the viewport. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
