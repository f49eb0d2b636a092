import type { PlanId } from '../api/contracts/subscriptions.ts';

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in whole pesos for one billing period. */
  priceArs: number;
  periodLabel: string;
  /** The billing period, as Mercado Pago's `auto_recurring` wants it. */
  billing: { frequency: number; frequencyType: 'days' | 'months' };
  highlight?: string;
  features: string[];
}

const features = [
  'Simuladores de examen ilimitados',
  'Tutor con IA disponible las 24 horas',
  'Más de 400 ejercicios y mini clases con explicación paso a paso',
  'Estadísticas detalladas y ranking nacional',
  'Cuadernillos de estudio para descargar',
];

/** The two plans: landing, plans page, server and e-mails all read them from here. */
export const plans: Record<PlanId, Plan> = {
  annual: {
    id: 'annual',
    name: 'Plan Premium',
    priceArs: 42_440,
    periodLabel: 'por año',
    billing: { frequency: 12, frequencyType: 'months' },
    highlight: 'Más conveniente',
    features: [...features, 'Acceso completo durante todo el año'],
  },
  weekly: {
    id: 'weekly',
    name: 'Plan Semanal',
    priceArs: 6_050,
    periodLabel: 'por semana',
    billing: { frequency: 7, frequencyType: 'days' },
    features,
  },
};

export const planList: Plan[] = [plans.annual, plans.weekly];

/** The weeks a year of the weekly plan is paid for: what the annual plan is compared with. */
export const WEEKS_IN_A_YEAR = 52;

/**
 * The annual plan against its only honest reference, a year of the weekly plan (ADR 0073): what it costs
 * a month, what it saves and that saving in whole percent (rounded down, never overstated).
 */
export function annualValue(annual: Plan = plans.annual, weekly: Plan = plans.weekly) {
  const yearOfWeeks = weekly.priceArs * WEEKS_IN_A_YEAR;
  const saving = yearOfWeeks - annual.priceArs;
  return {
    perMonth: Math.round(annual.priceArs / 12),
    yearOfWeeks,
    saving,
    savingPercent: Math.floor((saving / yearOfWeeks) * 100),
  };
}

/** "Ahorrás 86 %": the annual plan's tag, with its reference written beside it wherever it shows. */
export const annualSavingTag = () => `Ahorrás ${annualValue().savingPercent} %`;

/** "Equivale a $ 3.537 por mes · Ahorrás $ 272.160 frente a 52 semanas del Plan Semanal". */
export function annualValueLines(): { perMonth: string; saving: string } {
  const value = annualValue();
  return {
    perMonth: `Equivale a ${formatArs(value.perMonth)} por mes`,
    saving: `Ahorrás ${formatArs(value.saving)} frente a ${WEEKS_IN_A_YEAR} semanas del ${plans.weekly.name}`,
  };
}

let ars: Intl.NumberFormat | undefined;

/** "$ 42.440": Argentine pesos as students read them (a plain space after the sign). */
export function formatArs(amount: number): string {
  // Made on first use: loading the es-AR locale data at import would slow every Lambda's cold start.
  ars ??= new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
  return ars.format(amount).replace(/\u00a0/g, ' ');
}

/** "22/11/2026" */
export function formatDateAr(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));
}

export function daysRemaining(expirationDate: string | null, now = new Date()): number {
  if (!expirationDate) return 0;
  return Math.max(0, Math.ceil((Date.parse(expirationDate) - now.getTime()) / 86_400_000));
}
