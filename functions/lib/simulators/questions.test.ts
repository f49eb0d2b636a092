import { describe, expect, it } from 'vitest';
import { simulatorQuestionCounts } from '../../../shared/api/contracts/simulators.ts';
import { difficulties, subjectIds, topicsBySubject } from '../../../shared/domain/subjects.ts';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import { MAX_TEMPLATE_SHARE, selectQuestions, templateOf } from './questions.ts';

const banks = Object.fromEntries(
  subjectIds.map((subject) => [
    subject,
    { exercises: toCatalog(contentBank[subject]).exercises, generators: contentBank[subject].generators },
  ]),
);

describe('simulator question selection', () => {
  it.each(subjectIds)(
    '%s: never more than 20 % of a simulator from one template, whatever the topics, difficulty and length',
    (subject) => {
      const over: string[] = [];
      const short: string[] = [];
      const selections = [[], ...topicsBySubject[subject].map((topic) => [topic])];
      let seed = 1;
      for (const topics of selections) {
        for (const difficulty of difficulties) {
          for (const numQuestions of simulatorQuestionCounts) {
            const questions = selectQuestions(banks[subject] as never, {
              subject,
              difficulty,
              numQuestions,
              topics,
              recentlySeen: new Set(),
              seed: seed++,
            });
            const label = `${topics.join(',') || 'todos'} ${difficulty} ${numQuestions}`;
            if (questions.length !== numQuestions) short.push(`${label}: ${questions.length}`);
            expect(new Set(questions.map((q) => q.question)).size, label).toBe(questions.length);
            const counts = new Map<string, number>();
            for (const q of questions) counts.set(templateOf(q), (counts.get(templateOf(q)) ?? 0) + 1);
            const cap = Math.max(1, Math.floor(numQuestions * MAX_TEMPLATE_SHARE));
            for (const [template, count] of counts) {
              if (count > cap) over.push(`${label}: ${template} × ${count}`);
            }
          }
        }
      }
      expect(over).toEqual([]);
      expect(short).toEqual([]);
    },
  );

  it('keeps drawing fresh generated variants for a student who has seen every written item', () => {
    const bank = banks.fisica as never;
    const seen = new Set(contentBank.fisica.exercises.map((e) => e.id));
    const questions = selectQuestions(bank, {
      subject: 'fisica',
      difficulty: 'dificil',
      numQuestions: 30,
      topics: ['mecanica'],
      recentlySeen: seen,
      seed: 7,
    });
    expect(questions).toHaveLength(30);
    expect(questions.filter((q) => q.sourceId.includes('#')).length).toBeGreaterThan(0);
  });
});
