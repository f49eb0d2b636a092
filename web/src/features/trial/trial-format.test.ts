import { describe, expect, it } from 'vitest';
import { clock, explanationParts, gradeText, passMessage, timeAnnouncement } from './trial-format.ts';

describe('clock', () => {
  it.each([
    [600, '10:00'],
    [59, '0:59'],
    [61.9, '1:01'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(clock(seconds)).toBe(text);
  });
});

describe('timeAnnouncement', () => {
  it('says nothing while there is plenty of time, then only at 5 minutes, 1 minute and the end', () => {
    expect(timeAnnouncement(600, 600)).toBeNull();
    expect(timeAnnouncement(301, 600)).toBeNull();
    expect(timeAnnouncement(300, 600)).toBe('Te quedan 5 minutos.');
    expect(timeAnnouncement(120, 600)).toBe('Te quedan 5 minutos.');
    expect(timeAnnouncement(60, 600)).toBe('Te queda 1 minuto.');
    expect(timeAnnouncement(0, 600)).toBe('Se terminó el tiempo.');
  });

  it('does not announce a moment the trial started after', () => {
    expect(timeAnnouncement(200, 240)).toBeNull();
  });
});

describe('passMessage', () => {
  it('says by how much a passing score clears the 4/10 bar', () => {
    expect(passMessage({ passes: true, marginToPass: 2 })).toBe(
      'Con este resultado aprobarías: la nota mínima del examen es 4/10 y la superaste por 2 puntos.',
    );
    expect(passMessage({ passes: true, marginToPass: 0 })).toBe(
      'Con este resultado aprobarías justo: la nota mínima del examen es 4/10.',
    );
  });

  it('says how much is missing, with a decimal comma and the singular for one point', () => {
    expect(passMessage({ passes: false, marginToPass: -1 })).toBe(
      'Todavía no alcanza: la nota mínima del examen es 4/10 y te falta 1 punto. Con práctica se llega.',
    );
    expect(passMessage({ passes: false, marginToPass: -2.5 })).toMatch(/te faltan 2,5 puntos\./);
  });

  it('writes the grade on the exam scale', () => {
    expect(gradeText(6)).toBe('6/10');
    expect(gradeText(6.7)).toBe('6,7/10');
  });
});

describe('explanationParts', () => {
  it('splits the steps from the result and drops the labels', () => {
    expect(explanationParts('PASO 1: Sumá.\nPASO 2: Dividí.\nRESULTADO: $x = 2$')).toEqual({
      steps: ['Sumá.', 'Dividí.'],
      result: '$x = 2$',
    });
  });
});
