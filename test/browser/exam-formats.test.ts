import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/*
 * The exam's formats on a phone (#31): a typed answer written with the keypad and a decimal comma, a
 * five-option item whose key is «Ninguna respuesta anterior es correcta», a problem in parts graded
 * part by part, and a simulator in the real exam's formats answered right.
 */

const physics = contentBank.fisica.exercises;
const typedItem = physics.find((e) => e.id === 'fis-optica-022');
const inParts = physics.find((e) => e.id === 'fis-optica-901');
const closingKey = contentBank.matematicas.exercises.find((e) => e.id === 'mat-geometria-001');

/** A value as a student types it: decimal comma, at most ten significant figures. */
const commaValue = (value: number) => String(Number(value.toPrecision(10))).replace('.', ',');

describe('the exam formats on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });
  const exercisePage = (subject: string, id: string) =>
    `${baseUrl}/content/educational/${subject}/ejercicio/${id}`;
  const noSidewaysScroll = () =>
    ui.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('takes a typed answer from the keypad with a decimal comma, and checks its unit', async () => {
    const { page } = ui;
    if (typedItem?.kind !== 'numeric' || !typedItem.answer.askUnit)
      throw new Error('fis-optica-022 is typed, unit asked');
    await page.goto(exercisePage('fisica', typedItem.id));
    const value = page.getByLabel('Tu respuesta', { exact: true });
    await value.waitFor();
    expect(await value.getAttribute('inputmode')).toBe('decimal');
    const keypad = page.getByRole('group', { name: 'Teclado para tu respuesta' });
    expect(await keypad.isVisible()).toBe(true);

    for (const key of commaValue(typedItem.answer.value)) {
      await keypad.getByRole('button', { name: key === ',' ? 'coma decimal' : key, exact: true }).click();
    }
    expect(await value.inputValue()).toBe(commaValue(typedItem.answer.value));
    expect(await value.inputValue()).toContain(',');
    await page.getByLabel('Unidad', { exact: true }).fill('cm');
    await screenshot(page, 'exam-formats-typed-360');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await noSidewaysScroll()).toBe(true);

    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const retry = page.locator('.edu-verdict--retry .edu-verdict__text');
    await retry.waitFor();
    expect(await retry.textContent()).toBe(
      '✗ No es correcto: el valor está bien, pero la unidad no. Revisala y verificá de nuevo.',
    );

    await page.getByLabel('Unidad', { exact: true }).fill(typedItem.answer.unit ?? '');
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '¡Correcto!' }).waitFor();
    expect(await dialog.locator('.edu-result__answers').textContent()).toContain(
      `Tu respuesta${commaValue(typedItem.answer.value)} ${typedItem.answer.unit}`,
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('refuses, before sending, a value it cannot read, in words that say how to write it', async () => {
    const { page } = ui;
    if (typedItem?.kind !== 'numeric') throw new Error('no typed item');
    await page.goto(exercisePage('fisica', typedItem.id));
    await page.getByLabel('Tu respuesta', { exact: true }).fill('1.500');
    await page.getByLabel('Unidad', { exact: true }).fill('m');
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    await page.getByText('No sabemos si ese punto separa miles o decimales.', { exact: false }).waitFor();
    expect(await page.getByLabel('Tu respuesta', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('grades «Ninguna respuesta anterior es correcta» as the key of a five-option item', async () => {
    const { page } = ui;
    if (closingKey?.kind !== 'multiple-choice' || closingKey.correctAnswer !== 4)
      throw new Error('no closing key');
    await page.goto(exercisePage('matematicas', closingKey.id));
    const options = page.locator('.edu-option');
    await options.first().waitFor();
    expect(await options.count()).toBe(5);
    expect(await options.nth(4).textContent()).toContain('Ninguna respuesta anterior es correcta');
    await options.nth(4).click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: '¡Correcto!' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  });

  it('grades a problem in parts part by part, with its figure and points, until every part is right', async () => {
    const { page } = ui;
    if (inParts?.kind !== 'multi-part') throw new Error('fis-optica-901 is in parts');
    await page.goto(exercisePage('fisica', inParts.id));
    await page.getByRole('img', { name: /lente convergente/ }).waitFor();
    const [a, b, c] = inParts.parts;
    if (a?.kind !== 'numeric' || b?.kind !== 'numeric' || c?.kind !== 'multiple-choice')
      throw new Error('a, b typed; c options');

    await page.getByLabel('Respuesta de la parte a', { exact: true }).fill(commaValue(a.answer.value));
    if (a.answer.askUnit) await page.locator('#edu-valor-a-unidad').fill(a.answer.unit ?? '');
    // Part b wrong on purpose: the sign of the magnification forgotten, typed with the keypad's keys.
    const keypadB = page.getByRole('group', { name: 'Teclado para respuesta de la parte b' });
    for (const key of commaValue(-b.answer.value)) {
      await keypadB.getByRole('button', { name: key === ',' ? 'coma decimal' : key, exact: true }).click();
    }
    await page
      .locator('.parts-answer__part')
      .nth(2)
      .locator('.parts-answer__option')
      .nth(c.correctAnswer)
      .click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();

    const verdicts = page.locator('.parts-answer__verdict');
    await verdicts.first().waitFor();
    const total = inParts.parts.reduce((sum, part) => sum + part.points, 0);
    expect(await verdicts.allTextContents()).toEqual([
      `✓ Parte a: correcta (${a.points} de ${a.points} puntos)`,
      `✗ Parte b: incorrecta, el valor no es correcto (0 de ${b.points === 1 ? '1 punto' : `${b.points} puntos`})`,
      `✓ Parte c: correcta (${c.points} de ${c.points === 1 ? '1 punto' : `${c.points} puntos`})`,
    ]);
    expect(await page.locator('.edu-verdict--retry .edu-verdict__text').textContent()).toBe(
      `✗ Obtuviste ${total - b.points} de ${total} puntos: corregí las partes marcadas y verificá de nuevo.`,
    );
    // The parts already right are locked; the wrong one can be written again.
    expect(await page.getByLabel('Respuesta de la parte a', { exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'exam-formats-parts-360');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    const partB = page.getByLabel('Respuesta de la parte b', { exact: true });
    await partB.fill(commaValue(b.answer.value));
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '¡Correcto!' }).waitFor();
    expect(await dialog.locator('.edu-result__answers').textContent()).toMatch(
      /Respuesta correctaa\) .+; b\) .+; c\) la A/,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'exam-formats-parts-1280');
    await page.setViewportSize(phone);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('takes a simulator in the real exam’s formats and grades every answer', async () => {
    const { page, student } = ui;
    await page.goto(`${baseUrl}/content/simuladores`);
    await page.getByRole('heading', { name: 'Simuladores de examen' }).waitFor();
    await page.getByLabel('Materia').selectOption('fisica');
    await page.getByLabel('Cantidad de preguntas').selectOption('10');
    await page.getByLabel('Mecánica').check();
    await page.getByRole('radio', { name: 'Formatos del ingreso real' }).check();
    await page.getByRole('button', { name: 'Crear simulador' }).click();
    await page.waitForURL(/\/content\/simulador\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
    const { Item } = await client.send(
      new GetCommand({ TableName: inject('tableName'), Key: keys.simulator(student.userId, id) }),
    );
    const questions = (Item?.questions ?? []) as {
      format?: 'numeric' | 'multi-part';
      options: string[];
      correctAnswer: number;
      answer?: { value: number; unit?: string; askUnit?: boolean };
      parts?: (
        | { kind: 'numeric'; answer: { value: number; unit?: string; askUnit?: boolean } }
        | { kind: 'multiple-choice'; correctAnswer: number }
      )[];
    }[];
    expect(questions.length).toBe(10);
    const seen = new Set<string>();

    for (const [index, question] of questions.entries()) {
      await page.getByText(`Pregunta ${index + 1} de 10`).waitFor();
      if (question.format === 'numeric' && question.answer) {
        seen.add('numeric');
        await page.getByLabel('Tu respuesta', { exact: true }).fill(commaValue(question.answer.value));
        if (question.answer.askUnit)
          await page.getByLabel('Unidad', { exact: true }).fill(question.answer.unit ?? '');
      } else if (question.format === 'multi-part' && question.parts) {
        seen.add('multi-part');
        for (const [partIndex, part] of question.parts.entries()) {
          const label = String.fromCharCode(97 + partIndex);
          if (part.kind === 'numeric') {
            await page
              .getByLabel(`Respuesta de la parte ${label}`, { exact: true })
              .fill(commaValue(part.answer.value));
            if (part.answer.askUnit)
              await page.locator(`#player-valor-${label}-unidad`).fill(part.answer.unit ?? '');
          } else {
            await page
              .locator('.parts-answer__part')
              .nth(partIndex)
              .locator('.parts-answer__option')
              .nth(part.correctAnswer)
              .click();
          }
        }
      } else {
        seen.add(question.options.length === 5 ? 'five-options' : 'other');
        expect(question.options[4]).toBe('Ninguna respuesta anterior es correcta');
        await page.locator('.option').nth(question.correctAnswer).click();
      }
      if (index === 0) await screenshot(page, 'exam-formats-simulator-360');
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      const verdict = page.locator('.player__verdict');
      await verdict.waitFor();
      expect(await verdict.textContent(), `pregunta ${index + 1}`).toMatch(/^✓¡Correcto!/);
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      await page
        .getByRole('button', { name: index === 9 ? 'Finalizar simulador' : 'Siguiente pregunta' })
        .click();
    }

    await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor();
    expect(await page.locator('.metrics li').allTextContents()).toContain('10 correctas');
    expect(seen.has('other')).toBe(false);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(await noSidewaysScroll()).toBe(true);
  });
});
