import { annualValue, formatArs, plans } from '../../../../shared/domain/subscription-plans.ts';
import { intakeYearAtBuild } from '../../lib/built-at.ts';

/** The intake the copy talks about, from the exam calendar at build time (the pages are prerendered). */
export const intakeYear = intakeYearAtBuild;

export const annualPrice = formatArs(plans.annual.priceArs);
export const weeklyPrice = formatArs(plans.weekly.priceArs);
/** Weeks of the weekly plan that cost about as much as a year of the annual one. */
export const breakEvenWeeks = Math.floor(plans.annual.priceArs / plans.weekly.priceArs);
export const breakEvenWeeksPrice = formatArs(breakEvenWeeks * plans.weekly.priceArs);
/** The annual plan per month, rounded up to the next hundred ("menos de …"). */
/** The annual plan a month, and what it saves against a year of weeks (ADR 0073). */
export const perMonth = formatArs(annualValue().perMonth);
export const annualSaving = formatArs(annualValue().saving);
export const annualPerMonthCeiling = formatArs(Math.ceil(plans.annual.priceArs / 12 / 100) * 100);
export const annualPerDay = formatArs(Math.round(plans.annual.priceArs / 365));
export const weeklyPerDay = formatArs(Math.round(plans.weekly.priceArs / 7));
