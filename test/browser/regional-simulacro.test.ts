import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

/*
 * "Simulacro como el de tu facultad" on a phone (#31, ADR 0076): the student reads a regional's exam
 * figure by figure, takes it in its five-option, typed and in-parts items, and reads the verdict that
 * exam would give, item by item.
 */

const phone = { width: 360, height: 740 };

/** A value as a student types it: decimal comma, at most ten significant figures. */
const commaValue = (value: number) => String(Number(value.toPrecision(10))).replace('.', ',');
const numberAr = (value: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(value);

type TypedKey = { value: number; unit?: string; askUnit?: boolean };
interface StoredQuestion {
  format?: 'numeric' | 'multi-part';
  options: string[];
  correctAnswer: number;
  answer?: TypedKey;
  parts?: (
    | { kind: 'numeric'; points: number; answer: TypedKey }
    | { kind: 'multiple-choice'; points: number; correctAnswer: number; options: string[] }
  )[];
}

describe('a regional’s simulacro on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });
  const noSidewaysScroll = () =>
    ui.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const atBothWidths = async (name: string) => {
    await ui.page.setViewportSize(desktop);
    await screenshot(ui.page, `${name}-1280`);
    await ui.page.setViewportSize(phone);
    await screenshot(ui.page, `${name}-360`);
  };

  it('shows each regional’s exam with its sources or the reference, and never offers Química', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/simuladores?facultad=frm`);
    const section = page.getByRole('region', { name: 'Simulacro como el de tu facultad' });
    await section.waitFor();
    const regional = section.getByLabel('Facultad regional');
    expect(await regional.inputValue()).toBe('frm');
    expect(await section.locator('.regional-preset__subjects label').allTextContents()).toEqual([
      'Matemática',
      'Física',
    ]);

    await section.getByRole('radio', { name: 'Física' }).check();
    const summary = section.locator('.regional-preset__summary');
    expect(await summary.locator('dt').allTextContents()).toEqual([
      'Ítems',
      'Tiempo',
      'Opciones',
      'Para escribir',
      'Puntaje',
      'Para aprobar',
      'Recuperatorio',
    ]);
    const row = (term: string) => summary.locator('div', { has: page.getByText(term, { exact: true }) });
    expect(await row('Tiempo').locator('dd').textContent()).toMatch(/^90 minutos fuente/);
    expect(await row('Puntaje').locator('dd').textContent()).toMatch(
      /^100 en total: 6 ítems de 10 puntos y 2 de 20/,
    );
    expect(await row('Para aprobar').locator('dd').textContent()).toBe('4 de 10 referencia general');
    const source = row('Tiempo').getByRole('link', {
      name: /^fuente\b.*Examen de admisión temprana de Física/,
    });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/github\.com\/Teksi75\/pre_utn\/blob\//);
    const notes = await section.locator('.regional-preset__notes').textContent();
    expect(notes).toContain('Para aprobar: sin fuente de FRM, usamos la referencia general.');
    expect(notes).toContain('Recuperatorio: No encontramos cómo se recupera el examen de Física.');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await noSidewaysScroll()).toBe(true);
    await atBothWidths('regional-simulacro-frm');

    await regional.selectOption('frc');
    await section.getByRole('radio', { name: 'Matemática' }).check();
    const texts = await summary.locator('dd').allTextContents();
    for (const text of texts.slice(0, -1)) expect(text).toMatch(/referencia general$/);
    // A figure with neither a source nor a reference is said unknown, not dressed up as the reference.
    expect(texts.at(-1)?.trim()).toBe('Sin dato');
    expect(await section.locator('.regional-preset__notes').textContent()).toContain(
      'No encontramos una fuente pública sobre el examen de FRC',
    );
    expect(await section.getByRole('button', { name: 'Empezar el simulacro de FRC' }).isEnabled()).toBe(true);
    await atBothWidths('regional-simulacro-frc');
  });

  it('takes FRC’s Matemática in five options, a typed value and problems in parts, and grades it as that exam', async () => {
    const { page, student } = ui;
    const answerReplies: string[] = [];
    page.on('response', async (response) => {
      if (/\/api\/simulators\/[\w-]+\/answer$/.test(response.url()))
        answerReplies.push(await response.text());
    });
    await page.goto(`${baseUrl}/content/simuladores`);
    const section = page.getByRole('region', { name: 'Simulacro como el de tu facultad' });
    await section.getByLabel('Facultad regional').selectOption('frc');
    await section.getByRole('radio', { name: 'Matemática' }).check();
    await section.getByRole('button', { name: 'Empezar el simulacro de FRC' }).click();
    await page.waitForURL(/\/content\/simulador\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
    const { Item } = await client.send(
      new GetCommand({ TableName: inject('tableName'), Key: keys.simulator(student.userId, id) }),
    );
    const questions = (Item?.questions ?? []) as StoredQuestion[];
    expect(questions.map((q) => q.format ?? `${q.options.length} opciones`)).toEqual([
      ...Array(7).fill('5 opciones'),
      'numeric',
      'multi-part',
      'multi-part',
    ]);
    const lastParts = questions[9]?.parts ?? [];
    const lost = lastParts[0]?.points ?? 0;

    const typeValue = async (label: string, unitField: string, key: TypedKey, value = key.value) => {
      await page.getByLabel(label, { exact: true }).fill(commaValue(value));
      if (key.askUnit) await page.locator(unitField).fill(key.unit ?? '');
    };
    for (const [index, question] of questions.entries()) {
      await page.getByText(`Pregunta ${index + 1} de 10`).waitFor();
      if (question.format === 'numeric' && question.answer) {
        // Typed with the phone's keypad: digits, the sign and the decimal comma.
        const keypad = page.getByRole('group', { name: 'Teclado para tu respuesta' });
        const keyNames: Record<string, string> = { ',': 'coma decimal', '-': 'menos' };
        const typedText = commaValue(question.answer.value);
        if (/e/.test(typedText)) await page.getByLabel('Tu respuesta', { exact: true }).fill(typedText);
        else
          for (const key of typedText)
            await keypad.getByRole('button', { name: keyNames[key] ?? key, exact: true }).click();
        if (question.answer.askUnit)
          await page.getByLabel('Unidad', { exact: true }).fill(question.answer.unit ?? '');
        if (index === 7) await screenshot(page, 'regional-simulacro-typed-360');
        await page.getByRole('button', { name: 'Guardar respuesta' }).click();
      } else if (question.format === 'multi-part') {
        for (const [partIndex, part] of (question.parts ?? []).entries()) {
          const label = String.fromCharCode(97 + partIndex);
          // The last problem's part a wrong on purpose.
          const wrong = index === 9 && partIndex === 0;
          if (part.kind === 'numeric') {
            await typeValue(
              `Respuesta de la parte ${label}`,
              `#player-valor-${label}-unidad`,
              part.answer,
              wrong ? part.answer.value + 7 : part.answer.value,
            );
          } else {
            const choice = wrong ? (part.correctAnswer + 1) % part.options.length : part.correctAnswer;
            await page
              .locator('.parts-answer__part')
              .nth(partIndex)
              .locator('.parts-answer__option')
              .nth(choice)
              .click();
          }
        }
        if (index === 9) await screenshot(page, 'regional-simulacro-parts-360');
        await page.getByRole('button', { name: 'Guardar respuesta' }).click();
      } else {
        expect(question.options[4]).toBe('Ninguna respuesta anterior es correcta');
        // The fourth choice wrong on purpose.
        await page
          .locator('.option')
          .nth(index === 3 ? (question.correctAnswer + 1) % 5 : question.correctAnswer)
          .click();
      }
      await page.getByText('Respuesta guardada:', { exact: false }).waitFor();
      if (index < 9) await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByRole('button', { name: 'Finalizar examen' }).first().click();
    await page
      .getByText('Respondiste todas las preguntas. ¿Finalizás el examen?', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Sí, finalizar' }).click();

    const verdict = page.getByRole('region', { name: 'Cómo te iría en FRC' });
    await verdict.waitFor();
    // No answer's reply said whether it was right.
    expect(answerReplies).toHaveLength(10);
    for (const reply of answerReplies) expect(reply).not.toMatch(/isCorrect|correctAnswer|"key"|explanation/);
    const earned = 90 - lost;
    expect(await verdict.locator('.results__pass-text').textContent()).toBe(
      `Aprobarías: ${numberAr(earned / 10)}/10 (no encontramos la nota para aprobar en FRC: tomamos la referencia general, 4 de 10)`,
    );
    expect(await verdict.locator('.results__pass-hint').textContent()).toMatch(
      new RegExp(`^Sumaste ${earned} de 100 puntos\\.`),
    );
    const rows = verdict.locator('tbody tr');
    expect(await rows.locator('td').allTextContents()).toEqual([
      ...[10, 10, 10, 0, 10, 10, 10, 10].map((points) => `${points} de 10 puntos`),
      `10 de 10 puntos (${(questions[8]?.parts ?? []).map((p, i) => `${String.fromCharCode(97 + i)}: ${p.points} de ${p.points}`).join(', ')})`,
      `${10 - lost} de 10 puntos (${lastParts.map((p, i) => `${String.fromCharCode(97 + i)}: ${i === 0 ? 0 : p.points} de ${p.points}`).join(', ')})`,
    ]);
    expect(await rows.locator('.regional-result__kind').allTextContents()).toEqual([
      ...Array(7).fill('Opción múltiple'),
      'Respuesta numérica',
      'Problema por partes',
      'Problema por partes',
    ]);
    expect(await verdict.locator('.regional-preset__notes').textContent()).toContain(
      'No encontramos una fuente pública sobre el examen de FRC',
    );
    expect(await page.locator('.metrics li').allTextContents()).toContain(`${earned} de 100 puntos`);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await noSidewaysScroll()).toBe(true);
    await atBothWidths('regional-simulacro-result');

    await page.getByRole('link', { name: 'Ver historial' }).click();
    await page.getByRole('heading', { name: 'Tu historial' }).waitFor();
    await page.locator('.simulators__list').last().getByText('Simulacro FRC', { exact: false }).waitFor();
  });
});
