import { regionalById, regionals } from '../../../shared/domain/regionals/index.ts';
import { subjectIds, subjectNames, topicTitles } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { contentBank } from '../bank.ts';
import { coverageText, regionalCoverage } from '../regional-coverage.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const pad = (value: string | number, width: number) => String(value).padStart(width);

/** Prints how much content there is: per subject and topic, by type and difficulty. */
function topicReport(): void {
  const header = `${'tema'.padEnd(34)}${pad('mini', 6)}${pad('palab.', 8)}${pad('ejerc.', 8)}${pad('MC', 5)}${pad('V/F', 5)}${pad('fácil', 7)}${pad('medio', 7)}${pad('difíc.', 8)}${pad('gener.', 8)}`;
  const totals = { mini: 0, exercises: 0, generators: 0 };
  for (const subject of subjectIds) {
    const content = contentBank[subject];
    console.log(`\n${subjectNames[subject]}\n${header}`);
    for (const topic of content.syllabus.topics) {
      const minis = content.miniClasses.filter((m) => m.topic === topic.id);
      const exercises = content.exercises.filter((e) => e.topic === topic.id);
      const count = (predicate: (e: (typeof exercises)[number]) => boolean) =>
        exercises.filter(predicate).length;
      console.log(
        [
          topicTitles[topic.id].padEnd(34),
          pad(minis.length, 6),
          pad(
            minis.reduce((sum, m) => sum + words(m.body), 0),
            8,
          ),
          pad(exercises.length, 8),
          pad(
            count((e) => e.kind === 'multiple-choice'),
            5,
          ),
          pad(
            count((e) => e.kind === 'true-false'),
            5,
          ),
          pad(
            count((e) => e.difficulty === 'facil'),
            7,
          ),
          pad(
            count((e) => e.difficulty === 'medio'),
            7,
          ),
          pad(
            count((e) => e.difficulty === 'dificil'),
            8,
          ),
          pad(content.generators.filter((g) => g.topic === topic.id).length, 8),
        ].join(''),
      );
    }
    totals.mini += content.miniClasses.length;
    totals.exercises += content.exercises.length;
    totals.generators += content.generators.length;
  }
  console.log(
    `\nTotal: ${totals.mini} mini clases, ${totals.exercises} ejercicios escritos, ${totals.generators} generadores (variantes ilimitadas).`,
  );
}

/** The syllabus map's target weights against the written items, generators and mini classes per subtopic. */
function mapReport(): void {
  const header = `${'subtema'.padEnd(44)}${pad('meta %', 8)}${pad('real %', 8)}${pad('ítems', 7)}${pad('difíc.', 8)}${pad('gener.', 8)}${pad('mini', 6)}`;
  for (const subject of subjectIds) {
    const content = contentBank[subject];
    const total = content.exercises.length;
    console.log(`\n${subjectNames[subject]}: mapa del programa (meta) contra el banco (real)\n${header}`);
    for (const topic of syllabusMap[subject]) {
      console.log(topicTitles[topic.topic]);
      for (const subtopic of topic.subtopics) {
        const items = content.exercises.filter((e) => e.subtopic === subtopic.id);
        const share = total ? (items.length / total) * 100 : 0;
        const gap = share + 0.05 < subtopic.weight * 0.8 ? '  ← faltan' : '';
        console.log(
          [
            `  ${subtopic.title}`.slice(0, 43).padEnd(44),
            pad(subtopic.weight.toFixed(1), 8),
            pad(share.toFixed(1), 8),
            pad(items.length, 7),
            pad(items.filter((e) => e.difficulty === 'dificil').length, 8),
            pad(content.generators.filter((g) => g.subtopic === subtopic.id).length, 8),
            pad(content.miniClasses.filter((m) => m.subtopics?.includes(subtopic.id)).length, 6),
            gap,
          ].join(''),
        );
      }
    }
    const untagged = content.exercises.filter((e) => !e.subtopic).length;
    if (untagged) console.log(`  (${untagged} ítems sin subtema)`);
  }
}

const regionalArg = process.argv.slice(2).find((arg) => arg.startsWith('--regional='));
if (regionalArg) {
  const id = regionalArg.slice('--regional='.length).toLowerCase();
  const regional = regionalById(id);
  if (!regional) {
    console.error(`No conocemos la regional «${id}». Las que hay: ${regionals.map((r) => r.id).join(', ')}.`);
    process.exit(2);
  }
  const coverage = regionalCoverage(regional, contentBank);
  console.log(coverageText(coverage));
  for (const failure of coverage.failures) console.log(`  ✗ ${failure}`);
  if (coverage.failures.length) process.exitCode = 1;
} else {
  topicReport();
  mapReport();
}
