import { DEFAULT_LEVEL, levels, RANKING_MIN_QUESTIONS } from '../../../shared/domain/levels.ts';

/** A share as a whole percentage, the way the product shows it: "73%". */
export function percent(value: number): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return `${Math.round(clamped)}%`;
}

/**
 * The ranking line. `answered` (all-time answers, where the page has them) tells a ranked student
 * whose percentile cannot be said yet, because nobody else is ranked, from one who still has to start.
 */
export function percentileText(percentile: number | null, answered?: number): string {
  if (percentile === null || !Number.isFinite(percentile)) {
    if (answered !== undefined && answered >= RANKING_MIN_QUESTIONS)
      return 'Ya estás en el ranking: tu percentil aparece apenas haya más estudiantes para comparar.';
    return 'Todavía sin datos: resolvé ejercicios o un simulador para entrar al ranking.';
  }
  return `Te va mejor que al ${percent(percentile)} de los estudiantes del país.`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * What is still missing to reach the level above, from all-time totals. Returns null for a level
 * name the product does not know, so the page shows the badge alone rather than a wrong target.
 */
export function nextLevelHint(level: string, totalQuestions: number, accuracy: number): string | null {
  const index = levels.findIndex((candidate) => candidate.name === (level || DEFAULT_LEVEL));
  if (index === -1) return null;
  const next = levels[index - 1];
  if (!next) {
    const top = levels[index];
    return `¡Llegaste al nivel más alto! Mantené tu precisión en ${top?.minAccuracy}% o más para seguir ahí.`;
  }

  const missingQuestions = Math.max(0, next.minQuestions - totalQuestions);
  const missingAccuracy = Math.round(accuracy) < next.minAccuracy;
  const questions = `respondé ${missingQuestions} ${plural(missingQuestions, 'pregunta', 'preguntas')} más`;
  const target = `${next.minAccuracy}%`;
  if (missingQuestions > 0 && missingAccuracy)
    return `Para llegar a ${next.name}: ${questions} y subí tu precisión a ${target}.`;
  if (missingQuestions > 0)
    return `Para llegar a ${next.name}: ${questions} con una precisión de ${target} o más.`;
  if (missingAccuracy)
    return `Para llegar a ${next.name}: subí tu precisión a ${target} (hoy tenés ${percent(accuracy)}).`;
  return `Estás a un paso de ${next.name}: seguí practicando.`;
}
