import { DEFAULT_LEVEL, levels } from '../../../shared/domain/levels.ts';
import { PERCENTILE_MIN_QUESTIONS, type RankingStanding } from '../../../shared/domain/ranking.ts';

/** A share as a whole percentage, the way the product shows it: "73%". */
export function percent(value: number): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return `${Math.round(clamped)}%`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const questions = (count: number) => `${count} ${plural(count, 'pregunta', 'preguntas')}`;

/** "más" once the student has answered some: "Respondé 30 preguntas" at first, "19 preguntas más" later. */
const more = ({ missingAnswers }: { missingAnswers: number }) =>
  missingAnswers < PERCENTILE_MIN_QUESTIONS ? ' más' : '';

/** The ranking line: the percentile only when it means something, else why not yet and what to do. */
export function rankingText(standing: RankingStanding): string {
  switch (standing.status) {
    case 'ranked': {
      const share = Math.round(standing.percentile);
      if (share >= 100) return 'Te va mejor que a todos los demás estudiantes que se preparan en Ingresá.';
      if (share <= 0) return 'Por ahora estás al final del ranking: cada respuesta correcta te hace subir.';
      return `Te va mejor que al ${share}% de los estudiantes que se preparan en Ingresá.`;
    }
    case 'needs-answers':
      return `Respondé ${questions(standing.missingAnswers)}${more(standing)} para ver tu lugar en el ranking.`;
    case 'few-students':
      return 'Todavía hay pocos estudiantes en el ranking para compararte. Tu percentil aparece apenas se sumen más.';
  }
}

/** The same, in a few words, for a list by subject. */
export function rankingShortText(standing: RankingStanding): string {
  switch (standing.status) {
    case 'ranked':
      return `percentil ${Math.round(standing.percentile)}`;
    case 'needs-answers':
      return `${questions(standing.missingAnswers)}${more(standing)} para tu percentil`;
    case 'few-students':
      return 'pocos estudiantes todavía';
  }
}

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
  const answerMore = `respondé ${questions(missingQuestions)} más`;
  const target = `${next.minAccuracy}%`;
  if (missingQuestions > 0 && missingAccuracy)
    return `Para llegar a ${next.name}: ${answerMore} y subí tu precisión a ${target}.`;
  if (missingQuestions > 0)
    return `Para llegar a ${next.name}: ${answerMore} con una precisión de ${target} o más.`;
  if (missingAccuracy)
    return `Para llegar a ${next.name}: subí tu precisión a ${target} (hoy tenés ${percent(accuracy)}).`;
  return `Estás a un paso de ${next.name}: seguí practicando.`;
}
