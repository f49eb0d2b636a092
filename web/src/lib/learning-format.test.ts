import { describe, expect, it } from 'vitest';
import {
  goalShare,
  laterText,
  longDate,
  shortDate,
  streakText,
  weekday,
  whenBack,
} from './learning-format.ts';

const now = new Date('2026-09-02T18:00:00.000Z'); // 15:00 in Argentina

describe('whenBack', () => {
  it('says minutes, a time today, tomorrow or days, in Argentine time', () => {
    expect(whenBack('2026-09-02T18:00:30.000Z', now)).toBe('ahora');
    expect(whenBack('2026-09-02T18:10:00.000Z', now)).toBe('en 10 minutos');
    expect(whenBack('2026-09-02T18:01:20.000Z', now)).toBe('en 1 minuto');
    expect(whenBack('2026-09-02T21:40:00.000Z', now)).toBe('hoy a las 18:40');
    expect(whenBack('2026-09-03T02:30:00.000Z', now)).toBe('hoy a las 23:30');
    expect(whenBack('2026-09-03T03:30:00.000Z', now)).toBe('mañana');
    expect(whenBack('2026-09-05T15:00:00.000Z', now)).toBe('en 3 días');
  });
});

describe('laterText', () => {
  it('tells what comes back later today, or the next review, or nothing', () => {
    expect(laterText({ laterToday: 1, nextDue: '2026-09-02T18:10:00.000Z' }, now)).toBe(
      '1 ejercicio vuelve en 10 minutos.',
    );
    expect(laterText({ laterToday: 3, nextDue: '2026-09-02T18:10:00.000Z' }, now)).toBe(
      '3 ejercicios vuelven más tarde hoy; el próximo, en 10 minutos.',
    );
    expect(laterText({ laterToday: 0, nextDue: '2026-09-05T15:00:00.000Z' }, now)).toBe(
      'Tu próximo repaso: en 3 días.',
    );
    expect(laterText({ laterToday: 0, nextDue: null }, now)).toBeNull();
  });
});

describe('dates and the streak', () => {
  it('writes dates the Argentine way', () => {
    expect(shortDate('2026-11-30')).toBe('30/11');
    expect(longDate('2026-11-30')).toBe('lunes, 30 de noviembre');
    expect(weekday('2026-11-30')).toBe('lun');
  });

  it('speaks of the streak in voseo', () => {
    expect(streakText(0, false)).toBe('Cumplí tu meta hoy para empezar una racha.');
    expect(streakText(1, true)).toBe('¡Primer día de tu racha! Volvé mañana para seguirla.');
    expect(streakText(1, false)).toBe('Ayer cumpliste tu meta: cumplí la de hoy para seguir la racha.');
    expect(streakText(5, true)).toBe('¡5 días seguidos cumpliendo tu meta!');
    expect(streakText(4, false)).toBe(
      'Llevás 4 días seguidos: cumplí la meta de hoy para no cortar la racha.',
    );
  });

  it('fills the goal bar up to full, never past it', () => {
    expect(goalShare(5, 20)).toBe(25);
    expect(goalShare(30, 20)).toBe(100);
  });
});
