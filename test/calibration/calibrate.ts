import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Calibration,
  calibrate,
  calibrationTable,
  type World,
  world,
} from '../../functions/lib/statistics/calibration.ts';
import { modelSettings } from '../../functions/lib/statistics/prediction-model.ts';
import { repoRoot } from '../../infra/handlers.ts';

/**
 * `npm run calibrate [-- --students=30000 --seed=2025 --write]`: simulated students of known ability
 * answer simulators and practice, the pass prediction is made for those with enough evidence, and each
 * sits a simulated exam. Prints the predicted and simulated pass rates per decile of predicted
 * probability (they must agree within 10 points, or the script exits 1), then the same check in worlds
 * whose assumptions differ from the model's. `--write` keeps the output in docs/prediction-calibration.md.
 */

const MAX_GAP = 10;
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key as string, value ?? 'true'];
  }),
);
const students = Number(args.get('students') ?? 30_000);
const seed = Number(args.get('seed') ?? 2025);

const pct = (share: number) => `${(100 * share).toFixed(1)} %`;

/** Worlds that break one assumption each: how far the prediction drifts when reality differs. */
const sensitivity: { name: string; change: Partial<World> }[] = [
  { name: 'no learning at all (every student stays at their level)', change: { maxLearning: 0 } },
  {
    name: 'twice the learning (up to 2.4 log-odds over the weeks instead of 1.2)',
    change: { maxLearning: 2.4 },
  },
  { name: 'practice even easier than the exam (0.6 log-odds instead of 0.3)', change: { practiceEase: 0.6 } },
  {
    name: 'a stronger population (mean ability −0.3 log-odds instead of −0.8)',
    change: { abilityMean: -0.3 },
  },
  { name: 'larger good and bad days (0.5 log-odds instead of 0.3)', change: { daySd: 0.5 } },
];

function summary(result: Calibration): string {
  return `${result.predicted} of ${result.students} students had enough evidence; worst decile gap ${result.worstGap.toFixed(1)} points; exam score inside its 80 % interval for ${pct(result.scoreCoverage)}; Brier score ${result.brier.toFixed(3)}`;
}

const started = performance.now();
const main = calibrate({ students, seed });
const lines = [
  '# Pass prediction: calibration on simulated students',
  '',
  `Written by \`npm run calibrate -- --write\` (${students} students, seed ${seed}); see ADR 0058 for what it shows and what it cannot.`,
  '',
  'Each simulated student has a known ability per subtopic, learns over the weeks, answers simulators and',
  'practice, gets a prediction if the product would show one (at least 2 simulators and 30 simulator',
  'questions), and then sits a 60-question exam, passed with 24. Students are sorted by predicted',
  'probability and split into ten groups of equal size.',
  '',
  '## The assumed world',
  '',
  calibrationTable(main),
  '',
  summary(main),
  '',
  '## Worlds that differ from the model’s assumptions',
  '',
  '| world | worst decile gap | score inside 80 % interval | Brier |',
  '| --- | ---: | ---: | ---: |',
];
const ok = main.worstGap <= MAX_GAP;
for (const variant of sensitivity) {
  const result = calibrate({ students, seed }, modelSettings, { ...world, ...variant.change });
  lines.push(
    `| ${variant.name} | ${result.worstGap.toFixed(1)} | ${pct(result.scoreCoverage)} | ${result.brier.toFixed(3)} |`,
  );
}
lines.push(
  '',
  `Model settings: ${JSON.stringify(modelSettings)}.`,
  '',
  `World: ${JSON.stringify(world)}.`,
  '',
);
const text = lines.join('\n');
console.log(text);
console.log(
  `${ok ? 'ok' : 'FAILED'}: predicted and simulated pass rates ${ok ? 'agree' : 'do not agree'} within ${MAX_GAP} points in every decile (${Math.round(performance.now() - started)} ms)`,
);
if (args.has('write')) writeFileSync(path.join(repoRoot, 'docs', 'prediction-calibration.md'), text);
process.exitCode = ok ? 0 : 1;
