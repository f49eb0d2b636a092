import { PREDICTION_WINDOW_DAYS } from '../../../shared/domain/pass-prediction.ts';
import { ARGENTINE_DAY_START_SECONDS, studyDay } from '../../../shared/domain/study-days.ts';
import { loadBookletWriter } from '../../content/booklets/load-writer.ts';
import { loadCatalog } from '../../content/catalog.ts';
import { createRng } from '../../content/lib.ts';
import { loadGenerators } from '../../content/load-generators.ts';
import type { Session } from '../auth/session.ts';
import { ConflictError } from '../errors.ts';
import { consumeLimits, type Limit, refundLimits } from '../rate-limit.ts';
import { WEAK_MIN_ANSWERS, weakestSubtopics } from '../statistics/mastery.ts';
import { masteryBySubject } from '../statistics/prediction.ts';
import { type SubjectSources, subtopicContent, type WeakSubtopic } from './personal-content.ts';

/** Subtopics in one booklet: enough to work on for a week, few enough to finish. */
export const BOOKLET_SUBTOPICS = 4;
/** A booklet takes a second of a Lambda and fresh exercises each time: a few a day are plenty. */
export const PERSONAL_BOOKLETS_PER_DAY = 3;

export const NO_WEAK_SPOTS_YET =
  'Todavía no sabemos cuáles son tus temas flojos. Resolvé algunos ejercicios o hacé un simulador y volvé a pedir tu cuadernillo.';
export const NOTHING_TO_REINFORCE =
  '¡Venís muy bien! En lo que practicaste no hay temas para reforzar. Practicá temas nuevos y volvé a pedir tu cuadernillo.';

const DAY_SECONDS = 24 * 60 * 60;

export function dailyBookletLimit(userId: string): Limit {
  return {
    kind: 'window',
    scope: 'personal-booklet',
    subject: userId,
    max: PERSONAL_BOOKLETS_PER_DAY,
    seconds: DAY_SECONDS,
    // "Hoy" is the student's day: the count starts again at midnight in Argentina.
    startsAtSecond: ARGENTINE_DAY_START_SECONDS,
    message: (wait) =>
      `Ya armaste ${PERSONAL_BOOKLETS_PER_DAY} cuadernillos personales hoy, el máximo por día. Vas a poder armar otro en ${wait}: mientras tanto, resolvé los ejercicios del último que descargaste.`,
  };
}

/**
 * The student's weak spots across the three subjects: subtopics with misses, none already mastered. With
 * answers enough to judge and no miss anywhere there is nothing to reinforce; with fewer, it is too early.
 */
async function weakSpots(userId: string, now: Date): Promise<WeakSubtopic[]> {
  const bySubject = await masteryBySubject(userId, now);
  const all = bySubject.flatMap(({ subject, subtopics }) => subtopics.map((s) => ({ ...s, subject })));
  const weak = weakestSubtopics(all, BOOKLET_SUBTOPICS);
  if (weak.length) return weak;
  const judged = all.some((s) => s.answers >= WEAK_MIN_ANSWERS);
  throw new ConflictError(judged ? NOTHING_TO_REINFORCE : NO_WEAK_SPOTS_YET);
}

/**
 * A personal booklet of the student's weakest subtopics (ADR 0057), at most a few a day. The day's
 * count is taken only once there is something to put in it, and given back if writing it fails.
 */
export async function personalBooklet({ userId }: Session, now = new Date()) {
  const weak = await weakSpots(userId, now);
  const limits = [dailyBookletLimit(userId)];
  await consumeLimits(limits, now);
  try {
    const rng = createRng(now.getTime() % 2 ** 31);
    const sources = new Map<string, SubjectSources>();
    for (const subject of new Set(weak.map((w) => w.subject)))
      sources.set(subject, { catalog: loadCatalog(subject), generators: await loadGenerators(subject) });
    const write = await loadBookletWriter();
    const pdf = await write({
      generatedAt: now,
      windowDays: PREDICTION_WINDOW_DAYS,
      subtopics: weak.map((w) => subtopicContent(w, sources.get(w.subject) as SubjectSources, rng)),
    });
    return {
      fileName: `ingresa-cuadernillo-personal-${studyDay(now)}.pdf`,
      pdf: pdf.toString('base64'),
      subtopics: weak.map((w) => ({ subject: w.subject, id: w.id, title: w.title })),
    };
  } catch (error) {
    await refundLimits(limits, now);
    throw error;
  }
}
