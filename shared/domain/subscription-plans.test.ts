import { describe, expect, it } from 'vitest';
import {
  annualValue,
  annualValueLines,
  daysRemaining,
  formatArs,
  formatDateAr,
  plans,
} from './subscription-plans.ts';

describe('plans', () => {
  it('carry the prices of the spec, in Argentine format', () => {
    expect(formatArs(plans.annual.priceArs)).toBe('$ 42.440');
    expect(formatArs(plans.weekly.priceArs)).toBe('$ 6.050');
    expect(plans.annual).toMatchObject({
      name: 'Plan Premium',
      highlight: 'Más conveniente',
    });
    expect(plans.weekly.name).toBe('Plan Semanal');
  });

  it('compare the annual plan with a year of weeks, never a discount without its reference', () => {
    expect(annualValue()).toEqual({
      perMonth: 3537,
      yearOfWeeks: 314_600,
      saving: 272_160,
      savingPercent: 86,
    });
    expect(annualValueLines()).toEqual({
      perMonth: 'Equivale a $ 3.537 por mes',
      saving: 'Ahorrás $ 272.160 frente a 52 semanas del Plan Semanal',
    });
  });

  it('bill weekly every 7 days and yearly every 12 months', () => {
    expect(plans.weekly.billing).toEqual({ frequency: 7, frequencyType: 'days' });
    expect(plans.annual.billing).toEqual({ frequency: 12, frequencyType: 'months' });
  });
});

describe('dates', () => {
  it('show in es-AR and count the days left, never negative', () => {
    expect(formatDateAr('2026-12-01T15:00:00Z')).toBe('01/12/2026');
    const now = new Date('2026-11-22T12:00:00Z');
    expect(daysRemaining('2026-11-29T12:00:00Z', now)).toBe(7);
    expect(daysRemaining('2026-11-01T12:00:00Z', now)).toBe(0);
    expect(daysRemaining(null, now)).toBe(0);
  });
});
