import type { SimulatorResults, StoredSimulator } from '../data/simulators.ts';
import { pointsOf } from './question-view.ts';
import { regionalResult } from './regional-preset.ts';

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

/**
 * Results of a simulator: unanswered questions count as incorrect; time is the sum of the per-question
 * times. A regional's simulacro adds what that exam would say, and its points are the exam's.
 */
export function computeResults(
  simulator: Pick<StoredSimulator, 'questions' | 'answers' | 'preset'>,
): SimulatorResults {
  const topicStats: SimulatorResults['topicStats'] = {};
  let correctAnswers = 0;
  let totalTimeSpent = 0;
  let earned = 0;
  let possible = 0;
  simulator.questions.forEach((question, index) => {
    const answer = simulator.answers[String(index)];
    const stats = topicStats[question.topic] ?? { correct: 0, total: 0, accuracy: 0 };
    topicStats[question.topic] = stats;
    stats.total++;
    if (answer?.isCorrect) {
      stats.correct++;
      correctAnswers++;
    }
    totalTimeSpent += answer?.timeSpent ?? 0;
    possible += pointsOf(question);
    earned += answer?.points?.earned ?? (answer?.isCorrect ? 1 : 0);
  });
  for (const stats of Object.values(topicStats)) stats.accuracy = percent(stats.correct, stats.total);
  const total = simulator.questions.length;
  const common = {
    accuracy: percent(correctAnswers, total),
    correctAnswers,
    incorrectAnswers: total - correctAnswers,
    totalTimeSpent,
    topicStats,
  };
  if (simulator.preset) {
    const regional = regionalResult({ ...simulator, preset: simulator.preset });
    return { ...common, points: { earned: regional.earned, possible: regional.possible }, regional };
  }
  // Only a problem in parts makes the points differ from the count of right answers.
  return { ...common, ...(possible !== total ? { points: { earned, possible } } : {}) };
}
