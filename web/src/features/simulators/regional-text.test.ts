import { describe, expect, it } from 'vitest';
import { planRegionalExam } from '../../../../shared/domain/regional-exam.ts';
import { regionalById, regionals } from '../../../../shared/domain/regionals/index.ts';
import { regionalPresets } from './regional-presets.prebuilt.ts';
import {
  allReference,
  fromReference,
  itemPointsText,
  summaryLines,
  unknown,
  verdictText,
} from './regional-text.ts';

const frc = { id: 'frc', code: 'FRC', name: 'Facultad Regional Córdoba' };
const preset = (id: string, subject: 'matematicas' | 'fisica') => {
  const plan = regionalPresets.find((regional) => regional.id === id)?.plans[subject];
  if (!plan) throw new Error(`${id} ${subject}: no plan`);
  return plan;
};

describe('the verdict the regional’s exam would give', () => {
  it('says approved or not, the grade in Argentine notation and the regional’s own pass mark', () => {
    const sixOfTen = { score: 6, outOf: 10, origin: 'fuente' as const };
    expect(verdictText({ approved: true, grade: 7.5, passMark: sixOfTen, regional: frc })).toBe(
      'Aprobarías: 7,5/10 (la nota para aprobar en FRC es 6)',
    );
    expect(verdictText({ approved: false, grade: 5.83, passMark: sixOfTen, regional: frc })).toBe(
      'No aprobarías: 5,83/10 (la nota para aprobar en FRC es 6)',
    );
  });

  it('names the reference it took where no source gives the pass mark', () => {
    expect(
      verdictText({
        approved: true,
        grade: 4,
        passMark: { score: 4, outOf: 10, origin: 'referencia' },
        regional: frc,
      }),
    ).toBe(
      'Aprobarías: 4/10 (no encontramos la nota para aprobar en FRC: tomamos la referencia general, 4 de 10)',
    );
  });

  it('gives each item’s points, and each part’s', () => {
    const item = { questionIndex: 8, format: 'multi-part' as const, answered: true, earned: 7, possible: 10 };
    expect(itemPointsText({ ...item, earned: 1, possible: 1, format: 'numeric' })).toBe('1 de 1 punto');
    expect(
      itemPointsText({
        ...item,
        parts: [
          { label: 'a', earned: 3, possible: 3 },
          { label: 'b', earned: 0, possible: 3 },
          { label: 'c', earned: 4, possible: 4 },
        ],
      }),
    ).toBe('7 de 10 puntos (a: 3 de 3, b: 0 de 3, c: 4 de 4)');
  });
});

describe('the format summary', () => {
  it('FRM Física: its own figures, the range it took the upper end of, and its points split', () => {
    const lines = summaryLines(preset('frm', 'fisica'));
    expect(lines.map((line) => [line.term, line.text, line.figure.origin])).toEqual([
      ['Ítems', '8 (sus exámenes tienen entre 7 y 8: usamos 8)', 'fuente'],
      ['Tiempo', '90 minutos', 'fuente'],
      [
        'Opciones',
        '5 por ítem de opción múltiple, la última «Ninguna respuesta anterior es correcta»',
        'fuente',
      ],
      ['Para escribir', '2 problemas por partes', 'fuente'],
      ['Puntaje', '100 en total: 6 ítems de 10 puntos y 2 de 20', 'fuente'],
      ['Para aprobar', '4 de 10', 'referencia'],
      ['Recuperatorio', 'Sin dato', 'referencia'],
    ]);
    expect(allReference(preset('frm', 'fisica'))).toBe(false);
    // The pass mark is filled with the reference; the recovery is left unknown.
    expect(lines.slice(-2).map((line) => [fromReference(line.figure), unknown(line.figure)])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('a regional without a source on its exam: the reference, all of it marked', () => {
    const plan = preset('frc', 'matematicas');
    expect(summaryLines(plan).map((line) => line.text)).toEqual([
      '10',
      '120 minutos',
      '5 por ítem de opción múltiple, la última «Ninguna respuesta anterior es correcta»',
      '1 de respuesta numérica y 2 problemas por partes',
      '100 en total: 10 puntos cada ítem',
      '4 de 10',
      'Sin dato',
    ]);
    expect(allReference(plan)).toBe(true);
  });

  it('the list the browser gets holds what the server sets, for every regional and subject, Química never', () => {
    expect(regionalPresets.map((regional) => regional.id).sort()).toEqual(regionals.map((r) => r.id).sort());
    for (const choice of regionalPresets) {
      const regional = regionalById(choice.id);
      expect(Object.keys(choice.plans), choice.id).not.toContain('quimica');
      for (const [subject, plan] of Object.entries(choice.plans)) {
        const {
          regional: _r,
          subject: _s,
          ...expected
        } = planRegionalExam(regional as never, subject as never) ?? {};
        expect(plan, `${choice.id} ${subject}`).toEqual(expected);
      }
    }
  });
});
