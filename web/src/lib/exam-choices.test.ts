import { describe, expect, it } from 'vitest';
import { careersOf, examDateChoices, subjectsFor } from '../../../shared/domain/exam-target.ts';
import { careerIds } from '../../../shared/domain/regionals/careers.ts';
import { regionals } from '../../../shared/domain/regionals/index.ts';
import {
  careersFor,
  dateChoicesAt,
  dateMeaning,
  facultyLabel,
  facultyMeaning,
  notExaminedFor,
  regionalChoices,
  shortDateLabel,
} from './exam-choices.ts';
import { regionalCodes } from './regional-codes.prebuilt.ts';

const moments = [
  '2026-01-15T12:00:00-03:00',
  '2026-11-29T12:00:00-03:00',
  '2026-11-30T09:00:00-03:00',
  '2027-03-06T12:00:00-03:00',
  '2027-06-30T12:00:00-03:00',
  '2027-07-02T12:00:00-03:00',
  '2028-06-01T12:00:00-03:00',
].map((iso) => Date.parse(iso));

describe('the regionals’ list the build writes for the browser', () => {
  it('has every regional once, by name, with its code, careers and the subjects each career sits', () => {
    expect(regionalChoices.map((r) => r.id).sort()).toEqual(regionals.map((r) => r.id).sort());
    const names = regionalChoices.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    for (const regional of regionals) {
      const choice = regionalChoices.find((r) => r.id === regional.id);
      expect(choice?.code).toBe(regional.code);
      expect(regionalCodes[regional.id]).toBe(regional.code);
      expect(careersFor(regional.id)).toEqual(careersOf(regional));
      for (const career of [null, ...careersOf(regional)]) {
        const domain = subjectsFor({ regional: regional.id, career })
          .filter((s) => !s.examined)
          .map((s) => s.subject);
        expect(notExaminedFor(regional.id, career), `${regional.id} ${career}`).toEqual(domain);
      }
    }
  });

  it('names each faculty shortly and unmistakably for a select on a phone', () => {
    const labels = regionalChoices.map(facultyLabel);
    expect(labels).toContain('Córdoba (FRC)');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => !label.startsWith('Facultad'))).toBe(true);
  });

  it('offers every career while no faculty is chosen, and examines everything', () => {
    expect(careersFor(null)).toEqual(careerIds);
    expect(notExaminedFor(null, null)).toEqual([]);
  });

  it('suggests the same dates as the server, at any moment, for every faculty and none', () => {
    for (const now of moments)
      for (const id of [null, ...regionals.map((r) => r.id)])
        expect(dateChoicesAt(id, now), `${id} at ${new Date(now).toISOString()}`).toEqual(
          examDateChoices(id, now),
        );
  });

  it('is small enough for a lazy chunk: well under the size of the declarations', () => {
    expect(JSON.stringify(regionalChoices).length).toBeLessThan(12_000);
  });
});

describe('what a choice means, in the student’s words', () => {
  it('names what the faculty takes and what it does not, still open to study', () => {
    expect(facultyMeaning('frc', null)).toBe(
      'FRC toma Matemática y Física; Química no la toma tu facultad, pero la podés estudiar igual.',
    );
    expect(facultyMeaning(null, null)).toMatch(/^Mientras no elijas tu facultad/);
  });

  it('shortens every suggestion for the plan’s select, keeping who, which intake and when', () => {
    const at2026 = Date.parse('2026-01-15T12:00:00-03:00');
    expect(dateChoicesAt('frc', at2026).map(shortDateLabel)).toContain(
      'FRC · Repechaje: julio de 2027 (confirmá el día)',
    );
    expect(dateChoicesAt('frm', at2026).map(shortDateLabel)).toContain(
      'FRM · Curso preparatorio: diciembre de 2026 (confirmá el día)',
    );
    expect(dateChoicesAt(null, at2026).map(shortDateLabel)).toEqual([
      'Anticipado 2027: 30/11/2026',
      'Intensivo de verano 2027: 22/2/2027',
      'Anticipado 2028: 29/11/2027',
      'Intensivo de verano 2028: 21/2/2028',
    ]);
    for (const regional of regionalChoices)
      for (const choice of dateChoicesAt(regional.id, 0)) {
        const short = shortDateLabel(choice);
        expect(short.length, short).toBeLessThanOrEqual(64);
        expect(short, short).toContain(choice.date.slice(0, 4));
      }
  });

  it('says where the countdown aims, and asks to confirm a day the faculty gave by the month only', () => {
    const choices = dateChoicesAt('frc', moments[1] as number);
    const monthly = choices.find((c) => c.precision === 'mes');
    if (!monthly) throw new Error('FRC declares a month of exams');
    expect(dateMeaning(monthly.date, choices)).toBe(
      'Tu cuenta regresiva y tu plan apuntan al jueves 1 de julio de 2027. Tu facultad publica solo el mes: cuando sepas el día exacto, cambialo acá.',
    );
    expect(dateMeaning('2027-02-22', choices)).toBe(
      'Tu cuenta regresiva y tu plan apuntan al lunes 22 de febrero de 2027.',
    );
    expect(dateMeaning(null, choices)).toMatch(/próximo examen del calendario nacional/);
  });
});
