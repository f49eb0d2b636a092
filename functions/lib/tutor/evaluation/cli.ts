/**
 * npm run tutor:eval [-- --set=prompts|tuning|held-out|all] [--provider=offline|bedrock] [--category=<name>]
 *                    [--concurrency=N] [--json=<file>]
 *
 * Sends the prompt table to a tutor and prints the score, per category, latency p50/p95, tokens and
 * cost per message, and every failure. Then the development set of real-exam problems, each half on its
 * own (exam-style.ts): right share, replies that state a wrong result, and each failure by id. Tune
 * solvers on `--set=tuning` only; the held-out half measures (ADR 0086). `--provider=bedrock` calls the real BedrockTutorProvider with the
 * operator's AWS credentials (the SDK's default chain: AWS_PROFILE, SSO or keys in the environment) and
 * the stage's model in TUTOR_MODEL_ID (docs/tutor-first-deploy.md). Exits with 1 when the prompt table
 * scores below --min (0.85) or the held-out half misses its target (85 % right, no wrong result stated).
 */
import { writeFile } from 'node:fs/promises';
import * as z from '../../../../shared/api/zod.ts';
import { contentBank } from '../../../content/bank.ts';
import { heldOutSet, tuningSet } from '../../../content/exam-style/index.ts';
import { BedrockTutorProvider } from '../bedrock/bedrock-provider.ts';
import { answerOfflineDetailed, OfflineTutorProvider } from '../offline/engine.ts';
import { TUTOR_TIMEOUT_MS, type TutorProvider } from '../provider.ts';
import { createRetriever } from '../retrieval.ts';
import { evaluateAll, formatReport, passed, sourceTitles, summarize } from './evaluate.ts';
import {
  type ExamStyleTutor,
  formatExamStyleReport,
  HELD_OUT_TARGET,
  scoreExamStyle,
  statedResult,
  summarizeExamStyle,
} from './exam-style.ts';
import { categories, evaluationPrompts } from './prompts.ts';

const argsSchema = z.object({
  set: z.enum(['prompts', 'tuning', 'held-out', 'all']).default('all'),
  provider: z.enum(['offline', 'bedrock']).default('offline'),
  category: z.enum(categories).optional(),
  concurrency: z.coerce.number().int().min(1).max(8).optional(),
  json: z.string().min(1).optional(),
  min: z.coerce.number().min(0).max(1).default(0.85),
});

const bedrockEnvSchema = z.object({
  /** The stage's inference profile (or model) id, as infra/stage.ts sets it for the functions. */
  TUTOR_MODEL_ID: z.string().min(1),
  AWS_REGION: z.string().min(1).default('sa-east-1'),
  TUTOR_PROMPT_CACHING: z.enum(['on', 'off']).default('on'),
  TUTOR_GUARDRAIL_ID: z.string().min(1).optional(),
  TUTOR_GUARDRAIL_VERSION: z.string().min(1).optional(),
  /** A Bedrock-compatible stub, to try the script without AWS; unset for the real service. */
  BEDROCK_ENDPOINT: z.url().optional(),
  /** Bedrock answers slower from a laptop than from the stage's region: the chat's 8 s by default. */
  TUTOR_EVAL_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});

function parseArgs(argv: readonly string[]) {
  const entries = argv
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [key, ...value] = arg.slice(2).split('=');
      return [key, value.join('=') || 'true'];
    });
  const parsed = argsSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    throw new Error(
      `Invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

function bedrockProvider(): { provider: TutorProvider; timeoutMs?: number; label: string } {
  const parsed = bedrockEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `--provider=bedrock needs TUTOR_MODEL_ID (the stage's model or inference profile id, infra/stage.ts) and AWS credentials: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const env = parsed.data;
  const guardrail =
    env.TUTOR_GUARDRAIL_ID && env.TUTOR_GUARDRAIL_VERSION
      ? { id: env.TUTOR_GUARDRAIL_ID, version: env.TUTOR_GUARDRAIL_VERSION }
      : undefined;
  return {
    provider: new BedrockTutorProvider({
      modelId: env.TUTOR_MODEL_ID,
      region: env.AWS_REGION,
      ...(env.BEDROCK_ENDPOINT ? { endpoint: env.BEDROCK_ENDPOINT } : {}),
      promptCaching: env.TUTOR_PROMPT_CACHING === 'on',
      ...(guardrail ? { guardrail } : {}),
      ...(env.TUTOR_EVAL_TIMEOUT_MS ? { timeoutMs: env.TUTOR_EVAL_TIMEOUT_MS } : {}),
    }),
    ...(env.TUTOR_EVAL_TIMEOUT_MS ? { timeoutMs: env.TUTOR_EVAL_TIMEOUT_MS } : {}),
    label: `Bedrock ${env.TUTOR_MODEL_ID} en ${env.AWS_REGION}${guardrail ? `, guardrail ${guardrail.id} v${guardrail.version}` : ', sin guardrail'}`,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const load = (subject: keyof typeof contentBank) => contentBank[subject];
  const retriever = createRetriever(load);
  const chosen =
    args.provider === 'bedrock'
      ? bedrockProvider()
      : { provider: new OfflineTutorProvider({ retriever }), label: 'motor offline' };
  const report: Record<string, unknown> = { provider: chosen.label };
  if (args.set === 'prompts' || args.set === 'all') {
    const prompts = evaluationPrompts.filter((p) => !args.category || p.category === args.category);
    console.info(`${prompts.length} prompts → ${chosen.label}`);
    let done = 0;
    const results = await evaluateAll(
      prompts,
      {
        provider: chosen.provider,
        search: (query) => retriever.search(query),
        titles: sourceTitles(load),
        ...(chosen.timeoutMs ? { timeoutMs: chosen.timeoutMs } : {}),
      },
      {
        concurrency: args.concurrency ?? (args.provider === 'bedrock' ? 2 : 1),
        onResult: (result) => {
          done++;
          if (args.provider === 'bedrock') {
            process.stderr.write(`${passed(result) ? '.' : 'x'}${done % 50 === 0 ? ` ${done}\n` : ''}`);
          }
        },
      },
    );
    if (args.provider === 'bedrock') process.stderr.write('\n');
    const summary = summarize(results);
    console.info(formatReport(summary, results));
    Object.assign(report, { summary, results });
    if (summary.score < args.min) process.exitCode = 1;
  }
  // The offline engine says whether it is sure; a model's reply counts as sure when it states a result.
  const tutor: ExamStyleTutor =
    args.provider === 'bedrock'
      ? async (message) => {
          const text = await chosen.provider.answer(
            { message, history: [], passages: retriever.search(message) },
            { signal: AbortSignal.timeout(chosen.timeoutMs ?? TUTOR_TIMEOUT_MS) },
          );
          return { text, certain: statedResult(text) !== text && statedResult(text) !== '' };
        }
      : (message) => answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever });
  for (const [set, label, problems] of [
    ['tuning', 'Problemas de examen, mitad de ajuste', tuningSet],
    ['held-out', 'Problemas de examen, mitad reservada', heldOutSet],
  ] as const) {
    if (args.set !== set && args.set !== 'all') continue;
    const results = await scoreExamStyle(problems, tutor);
    console.info(`\n${formatExamStyleReport(label, results)}`);
    report[set] = { summary: summarizeExamStyle(results), results };
    const summary = summarizeExamStyle(results);
    if (set === 'held-out' && (summary.score < HELD_OUT_TARGET || summary.statesWrong > 0))
      process.exitCode = 1;
  }
  if (args.json) {
    await writeFile(args.json, JSON.stringify(report, null, 2));
    console.info(`\nResultados en ${args.json}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
