import type { SimulatorResults, StoredSimulator } from '../data/simulators.ts';

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

/** Results of a simulator: unanswered questions count as incorrect; time is the sum of the per-question times. */
export function computeResults(simulator: Pick<StoredSimulator, 'questions' | 'answers'>): SimulatorResults {
  const topicStats: SimulatorResults['topicStats'] = {};
  let correctAnswers = 0;
  let totalTimeSpent = 0;
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
  });
  for (const stats of Object.values(topicStats)) stats.accuracy = percent(stats.correct, stats.total);
  const total = simulator.questions.length;
  return {
    accuracy: percent(correctAnswers, total),
    correctAnswers,
    incorrectAnswers: total - correctAnswers,
    totalTimeSpent,
    topicStats,
  };
}
