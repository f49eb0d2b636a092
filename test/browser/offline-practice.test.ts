import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import type { OfflinePack } from '../../shared/api/contracts/offline-practice.ts';
import { OFFLINE_PRACTICE_DATABASE, offlineCaches } from '../../web/src/lib/offline-caches.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, screenshotsDir } from './browser.ts';
import { desktop, phone, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 20_000 };

const DOWNLOAD = 'Descargar para practicar sin conexión';

/**
 * Reads one of the feature's IndexedDB stores from the page. A read cut short by a navigation (the gate's
 * move to /plans) rejects within a few seconds instead of waiting on the page it started in, so a poll
 * around it tries again in the page that follows.
 */
function readStore<T>(page: Page, store: 'packs' | 'pending'): Promise<T[]> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the ${store} store did not answer in 5 s`)), 5_000);
  });
  return Promise.race([readStoreOnce<T>(page, store), limit]).finally(() => clearTimeout(timer));
}

function readStoreOnce<T>(page: Page, store: 'packs' | 'pending'): Promise<T[]> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    { name: OFFLINE_PRACTICE_DATABASE, store },
  );
}

/** Puts answers back in the queue, as a tab that never heard the server's reply would still hold them. */
function requeue(page: Page, answers: unknown[]): Promise<void> {
  return page.evaluate(
    ({ name, answers }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('pending', 'readwrite');
          for (const answer of answers) transaction.objectStore('pending').put(answer);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { name: OFFLINE_PRACTICE_DATABASE, answers },
  );
}

/**
 * The corners and centre of `selector`'s first element where the tutor's floating button is what the
 * screen shows (`elementFromPoint`): none, for the player's verdict and actions (#30).
 */
function underTheTutor(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const launcher = document.querySelector('.tutor-launcher');
      if (!launcher) throw new Error('no tutor button on the page');
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const points: [string, number, number][] = [
        ['centre', (left + right) / 2, (top + bottom) / 2],
        ['top left', left + 2, top + 2],
        ['top right', right - 2, top + 2],
        ['bottom left', left + 2, bottom - 2],
        ['bottom right', right - 2, bottom - 2],
      ];
      return points
        .filter(([, x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
        .filter(([, x, y]) => launcher.contains(document.elementFromPoint(x, y)))
        .map(([name]) => name);
    });
}

interface Counts {
  total: number;
  doneToday: number;
  streak: number;
}

describe('practice packs answered offline and synced once (#34)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber', serviceWorkers: 'allow' });

  const counts = async (): Promise<Counts> => {
    const statistics = await (await ui.page.request.get(`${baseUrl}/api/statistics`)).json();
    const goal = await (await ui.page.request.get(`${baseUrl}/api/practice/goal`)).json();
    return {
      total: statistics.statistics.totalQuestions,
      doneToday: goal.goal.doneToday,
      streak: goal.goal.streak,
    };
  };

  /** The position of each formula's MathML copy, over the items answered. */
  const formulas: string[] = [];
  /** Answers the item on screen, right or wrong on purpose, from the key the pack holds. */
  const answer = async (pack: OfflinePack, index: number, right: boolean) => {
    const { page } = ui;
    const item = pack.items[index];
    if (!item) throw new Error(`the pack has no item ${index}`);
    await page.getByText(`Ejercicio ${index + 1} de ${pack.items.length}`).waitFor(patiently);
    const { key } = item;
    if (key.kind === 'numeric') {
      await page
        .getByRole('textbox', { name: 'Tu respuesta' })
        // The key's value to 12 digits, as a student writes it: always read, always within tolerance.
        .fill(right ? String(Number(key.value.toPrecision(12))).replace('.', ',') : '123456789');
    } else {
      const options = item.options ?? ['Verdadero', 'Falso'];
      const correct =
        key.kind === 'option'
          ? key.correctAnswer
          : options.findIndex((option) => /^verdadero$/i.test(option) === key.correctAnswer);
      const chosen = right ? correct : (correct + 1) % options.length;
      await page.locator('.op-option').nth(chosen).click();
    }
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const sheet = page.getByRole('dialog');
    await sheet
      .getByRole('heading', { name: right ? '¡Correcto!' : 'Incorrecto' })
      .waitFor(patiently)
      .catch(async (error: unknown) => {
        await screenshot(page, `offline-practice-failed-item-${index}`);
        throw new Error(`item ${index} (${JSON.stringify(item.key)}): ${String(error)}`);
      });
    expect(await sheet.textContent()).toContain('Explicación paso a paso');
    // KaTeX's stylesheet hides the MathML copy of each formula: without it (not precached) every
    // formula shows twice.
    formulas.push(
      ...(await page.evaluate(() =>
        [...document.querySelectorAll('.katex-mathml')].map((mathml) => getComputedStyle(mathml).position),
      )),
    );
  };
  const next = async () => {
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await ui.page.getByRole('button', { name: 'Siguiente ejercicio' }).click();
  };

  it('downloads a pack online, answers it offline with the grade at once, and syncs each answer once', async () => {
    const { page, context } = ui;
    await page.goto(`${baseUrl}/content/educational/matematicas`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), patiently)
      .toBe(true);
    await page.getByRole('button', { name: DOWNLOAD }).click();
    await page
      .getByText(/^Listo: \d+ ejercicios guardados en este dispositivo\. Te quedan \d+ descargas hoy\.$/)
      .waitFor(patiently);
    const [pack] = await readStore<OfflinePack>(page, 'packs');
    if (!pack) throw new Error('no pack was kept');
    expect(pack.subject).toBe('matematicas');
    await page.getByRole('heading', { name: 'Guardados en este dispositivo' }).waitFor(patiently);
    await screenshot(page, 'offline-practice-subject-1280');
    await page.setViewportSize(phone);
    await screenshot(page, 'offline-practice-subject-360');
    await page
      .locator('.pack-panel')
      .screenshot({ path: `${screenshotsDir}/offline-practice-panel-360.png` });
    expect(await accessibilityViolations(page, '.pack-panel')).toEqual([]);
    await page.setViewportSize(desktop);
    const goal = await page.request.post(`${baseUrl}/api/practice/goal`, {
      data: { dailyGoal: 10, reminder: false },
    });
    expect(goal.status()).toBe(200);
    const before = await counts();
    expect(before.streak).toBe(0);

    await context.setOffline(true);
    let queued: Record<string, unknown>[] = [];
    try {
      // The player opens from the worker's caches alone: the area's shell, its chunk, the pack in IndexedDB.
      await page.goto(`${baseUrl}/content/practica-sin-conexion/${pack.id}`);
      await page.getByRole('heading', { level: 1, name: pack.title }).waitFor(patiently);
      await answer(pack, 0, true);
      const status = page.locator('.sync-status');
      await status.getByText('1 respuesta pendiente de sincronizar').waitFor(patiently);
      await next();
      await answer(pack, 1, false);
      await next();
      await page.setViewportSize(phone);
      await answer(pack, 2, true);
      await status.getByText('3 respuestas pendientes de sincronizar').waitFor(patiently);
      await screenshot(page, 'offline-practice-sheet-360');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await page.setViewportSize(desktop);
      // Enough for the day's goal, so the streak has to move too.
      for (let index = 3; index < 10; index++) {
        await next();
        await answer(pack, index, true);
      }
      await status.getByText('10 respuestas pendientes de sincronizar').waitFor(patiently);
      await screenshot(page, 'offline-practice-sheet-1280');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      // The verdict and the player's actions as the sheet leaves them, then at the page's end.
      const clear = { verdict: [], explanation: [], next: [] };
      const covered = async () => ({
        verdict: await underTheTutor(page, '.op-verdict'),
        explanation: await underTheTutor(page, '.op-verdict .button'),
        next: await underTheTutor(page, '.op__actions .button--primary'),
      });
      await expect.poll(covered, patiently).toEqual(clear);
      await screenshot(page, 'offline-practice-verdict-360');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(covered, patiently).toEqual(clear);
      await page.setViewportSize(desktop);
      await screenshot(page, 'offline-practice-pending-1280');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await page.setViewportSize(phone);
      await screenshot(page, 'offline-practice-pending-360');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await page.setViewportSize(desktop);
      queued = await readStore(page, 'pending');
      expect(queued).toHaveLength(10);
      expect(formulas.length).toBeGreaterThan(0);
      expect(new Set(formulas)).toEqual(new Set(['absolute']));
      // Nothing reached the server (a test's own requests may not pass the cut).
      expect(await counts().catch(() => before)).toEqual(before);
    } finally {
      await context.setOffline(false);
    }

    // Back online: the queue goes out by itself and empties.
    await page.locator('.sync-status').getByText('Sincronizado').waitFor(patiently);
    await page.setViewportSize(phone);
    await screenshot(page, 'offline-practice-synced-360');
    await page.setViewportSize(desktop);
    expect(await readStore(page, 'pending')).toEqual([]);
    const after = await counts();
    expect(after.total).toBe(before.total + 10);
    expect(after.doneToday).toBe(before.doneToday + 10);
    expect(after.streak).toBe(1);

    // The same answers again, straight to the endpoint and through the page's queue: nothing changes.
    const again = await page.request.post(`${baseUrl}/api/practice/offline-answers`, {
      data: { answers: queued.map(({ packId: _, ...wire }) => wire) },
    });
    expect(again.status()).toBe(200);
    const { results } = (await again.json()) as { results: { status: string }[] };
    expect(results.map((result) => result.status)).toEqual(queued.map(() => 'duplicate'));
    await requeue(page, queued);
    await page.reload();
    await expect.poll(() => readStore(page, 'pending'), patiently).toEqual([]);
    expect(await counts()).toEqual(after);
    // Ten items answered one by one, on a busy two-core machine.
  }, 120_000);

  it('asks before a logout would lose answers not yet sent, and the logout forgets packs and queue', async () => {
    const { page, context } = ui;
    const [pack] = await readStore<OfflinePack>(page, 'packs');
    if (!pack) throw new Error('the first test kept no pack');
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/content/practica-sin-conexion/${pack.id}`);
      await answer(pack, 10, true);
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: /^Tu cuenta/ }).click();
      await page.locator('#profile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
      const warning = page.getByRole('dialog', { name: 'Tenés 1 respuesta sin sincronizar' });
      await warning.waitFor(patiently);
      await screenshot(page, 'offline-practice-logout-warning-1280');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await warning.getByRole('button', { name: 'Seguir en mi cuenta' }).click();
      expect(await readStore(page, 'pending')).toHaveLength(1);
    } finally {
      await context.setOffline(false);
    }
    await page.locator('.sync-status').getByText('Sincronizado').waitFor(patiently);

    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), patiently)
      .not.toContain(OFFLINE_PRACTICE_DATABASE);
  });
});

describe('the daily limit on packs (#34)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  it('says the server’s word when no more packs may be downloaded today', async () => {
    const { page } = ui;
    const limit = 'Ya descargaste 5 paquetes hoy. Probá de nuevo mañana.';
    await page.route('**/api/practice/packs', (route) =>
      route.fulfill({ status: 429, json: { success: false, message: limit } }),
    );
    await page.goto(`${baseUrl}/content/educational/fisica`);
    await page.getByRole('button', { name: DOWNLOAD }).click();
    await page.getByText(limit).waitFor(patiently);
    expect(await readStore(page, 'packs')).toEqual([]);
  });

  it('downloads only the plan’s week when asked, or says the week has nothing of the subject', async () => {
    const { page } = ui;
    await page.unrouteAll();
    await page.goto(`${baseUrl}/content/educational/matematicas`);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/practice/packs'));
    await page.getByRole('button', { name: 'Descargar tu semana del plan' }).click();
    expect((await sent).postDataJSON()).toEqual({ subject: 'matematicas', planWeek: true });
    const done = page.getByText(/^Listo: \d+ ejercicios guardados en este dispositivo\./);
    const nothing = page.getByText(/^Tu plan de esta semana no tiene temas de esta materia/);
    await done.or(nothing).waitFor(patiently);
    if (await done.count()) {
      const [pack] = await readStore<OfflinePack>(page, 'packs');
      expect(pack?.title).toContain('tu semana del plan');
    } else {
      expect(await readStore(page, 'packs')).toEqual([]);
    }
    expect(await accessibilityViolations(page, '.pack-panel')).toEqual([]);
  });
});

describe('a subscription that ended (#34)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber', serviceWorkers: 'allow' });

  it('leaves neither the kept reads nor the packs on the device, and keeps the student’s unsent answers', async () => {
    const { page, student } = ui;
    await page.goto(`${baseUrl}/content/educational/quimica`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), patiently)
      .toBe(true);
    // Opened again under the worker's control, so the subject's read is kept.
    await page.reload();
    await page.getByRole('button', { name: DOWNLOAD }).click();
    await page.getByText(/^Listo: \d+ ejercicios guardados en este dispositivo\./).waitFor(patiently);
    const [pack] = await readStore<OfflinePack>(page, 'packs');
    if (!pack) throw new Error('no pack was kept');
    const keptReads = () =>
      page.evaluate(async (name) => {
        const cache = (await caches.has(name)) ? await caches.open(name) : undefined;
        return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      }, offlineCaches.privateReads);
    await expect.poll(keptReads, patiently).toContain('/api/educational/quimica');

    // The plan ran out twenty days ago, as the sync that saw it would have stored it.
    const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
    await client.send(
      new PutCommand({
        TableName: inject('tableName'),
        Item: {
          ...keys.subscription(student.userId),
          subscriptionId: randomUUID(),
          planId: 'annual',
          status: 'cancelled',
          providerStatus: 'cancelled',
          cancelAtPeriodEnd: true,
          expirationDate: new Date(Date.now() - 20 * 86_400_000).toISOString(),
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    client.destroy();
    const unsent = {
      answerId: randomUUID(),
      itemId: pack.items[0]?.id,
      answer: 0,
      answeredAt: new Date().toISOString(),
    };
    await requeue(page, [unsent]);

    // What any signed-in page asks (the session, the exam's countdown) may be kept again on the way out.
    const visitorReads = ['/api/auth/session', '/api/account/exam'];
    await page.goto(`${baseUrl}/content/dashboard`);
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/plans');
    await page.waitForLoadState('load');
    await expect.poll(() => readStore(page, 'packs'), patiently).toEqual([]);
    await expect
      .poll(async () => (await keptReads()).filter((path) => !visitorReads.includes(path)), patiently)
      .toEqual([]);
    await expect.poll(() => readStore(page, 'pending'), patiently).toEqual([unsent]);
  });
});

describe('a sync the server refuses answers of (#34)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  /** Answers waiting on the device, as the player queues them. */
  const waiting = (count: number) =>
    Array.from({ length: count }, (_, at) => ({
      answerId: randomUUID(),
      // Shaped as the server's ids are (the page checks the request against the contract).
      itemId: `abcdefghij0123456789:mat-funciones#${at}`,
      packId: 'abcdefghij0123456789',
      answer: 0,
      answeredAt: new Date().toISOString(),
    }));

  /** The endpoint's word: the first `refused` answers refused with a reason, the rest accepted. */
  const answerWith = (page: Page, refused: number) =>
    page.route('**/api/practice/offline-answers', async (route) => {
      const { answers } = route.request().postDataJSON() as { answers: { answerId: string }[] };
      await route.fulfill({
        json: {
          success: true,
          results: answers.map(({ answerId }, at) =>
            at < refused
              ? { answerId, status: 'rejected', message: 'Este paquete ya venció: descargá uno nuevo.' }
              : { answerId, status: 'accepted' },
          ),
        },
      });
    });

  it('says no «Sincronizado» when every answer was refused, and how many did not count when some were', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    // The area opens the feature's database to read its queue.
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), patiently)
      .toContain(OFFLINE_PRACTICE_DATABASE);
    const status = page.locator('.sync-status');

    await answerWith(page, 2);
    await requeue(page, waiting(2));
    await page.reload();
    await status.getByText('2 respuestas no se pudieron contar').waitFor(patiently);
    await expect.poll(() => readStore(page, 'pending'), patiently).toEqual([]);
    expect(await status.textContent()).not.toContain('Sincronizado');
    expect(await status.textContent()).toContain('Este paquete ya venció: descargá uno nuevo.');
    await screenshot(page, 'offline-practice-all-refused-360');
    expect(await accessibilityViolations(page, '.sync-status')).toEqual([]);
    await status.getByRole('button', { name: 'Entendido' }).click();
    await expect.poll(() => status.textContent(), patiently).toBe('');

    await page.unrouteAll();
    await answerWith(page, 1);
    await requeue(page, waiting(3));
    await page.reload();
    await status.getByText('Sincronizado · 1 respuesta no se pudo contar').waitFor(patiently);
    expect(await status.textContent()).toContain('Las otras 2 ya cuentan en tus estadísticas y tu racha.');
    expect(await status.textContent()).toContain('Una respuesta no se pudo contar');
    await screenshot(page, 'offline-practice-some-refused-360');
    expect(await accessibilityViolations(page, '.sync-status')).toEqual([]);
  });
});
