import { entryYearAt } from '../../../shared/domain/exam-calendar.ts';

/**
 * When the site was built (set by web/build.ts; the dev server uses the time it loads). The prerendered
 * HTML and the browser's first render both read it, so what they show from the calendar matches.
 */
export const BUILT_AT = Number(import.meta.env.VITE_BUILT_AT) || Date.now();

/** The intake year the landing names: the next one at build time. */
export const intakeYearAtBuild = entryYearAt(BUILT_AT);
