import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { codeFromMailbox } from './mailbox.ts';
import { seedStudent } from './seed.ts';

/** A subscriber logged in through /login with the code from the local mailbox, left on the dashboard. */
export async function signInAsSubscriber(
  page: Page,
  baseUrl: string,
): Promise<{ email: string; userId: string }> {
  const student = await seedStudent({ subscription: 'active' });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await page.waitForURL(/\/email-verification\?/);
  await enterMailedCode(page, student.email);
  await page.waitForURL(`${baseUrl}/content/dashboard`);
  return student;
}

/** A new student logged in through /login with the code, left on /plans to choose a plan. */
export async function signInWithoutPlan(page: Page, baseUrl: string): Promise<{ email: string }> {
  const email = `sin-plan-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await page.waitForURL(/\/email-verification\?/);
  await enterMailedCode(page, email);
  await page.waitForURL(`${baseUrl}/plans`);
  return { email };
}

/** Types the code the local mailbox received for `email` into the verification page, digit by digit. */
export async function enterMailedCode(page: Page, email: string): Promise<void> {
  const code = await codeFromMailbox(email);
  await page.getByLabel('Dígito 1 de 6').focus();
  await page.keyboard.type(code);
}
