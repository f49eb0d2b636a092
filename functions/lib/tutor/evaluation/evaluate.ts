/**
 * Runs the prompt table through a tutor provider the way the chat does (the message's own passages,
 * the conversation so far as history) and scores it: overall, per category, latency and, for a model,
 * tokens and cost per message.
 */

import { subjectIds } from '../../../../shared/domain/subjects.ts';
import { at } from '../../../../shared/lib/must.ts';
import { type TokenUsage, tutorUsageMetrics } from '../../metrics-tutor.ts';
import {
  type Passage,
  TUTOR_HISTORY_TURNS,
  TUTOR_TIMEOUT_MS,
  type TutorProvider,
  type TutorTurn,
} from '../provider.ts';
import type { ContentLoader } from '../retrieval.ts';
import { judge, type SourceTitles } from './checks.ts';
import { type Category, categories, type EvaluationPrompt } from './prompts.ts';

export interface EvaluationDependencies {
  provider: TutorProvider;
  search: (query: string) => Passage[];
  titles: SourceTitles;
  /** Per answer, as in the chat (TUTOR_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface EvaluationResult {
  prompt: EvaluationPrompt;
  reply: string;
  /** What the reply lacks; empty when it passes. */
  problems: string[];
  /** Milliseconds of the last answer (the one judged). */
  ms: number;
  /** Model calls of the last answer; the follow-ups' earlier turns are in `setupUsage`. */
  usage: TokenUsage[];
  setupUsage: TokenUsage[];
}

/** Mini class id → title, for the checks that a reply names its source. */
export function sourceTitles(load: ContentLoader): SourceTitles {
  return new Map(
    subjectIds.flatMap((subject) =>
      load(subject).miniClasses.map((miniClass) => [miniClass.id, miniClass.title]),
    ),
  );
}

export const passed = (result: EvaluationResult) => result.problems.length === 0;

async function answer(
  deps: EvaluationDependencies,
  message: string,
  history: TutorTurn[],
  usage: TokenUsage[],
): Promise<string> {
  const signal = AbortSignal.timeout(deps.timeoutMs ?? TUTOR_TIMEOUT_MS);
  return deps.provider.answer(
    { message, history: history.slice(-TUTOR_HISTORY_TURNS), passages: deps.search(message) },
    { signal, onUsage: (call) => usage.push(call) },
  );
}

/** One prompt: its earlier messages first, each answered by the same provider, then the one judged. */
export async function evaluatePrompt(
  prompt: EvaluationPrompt,
  deps: EvaluationDependencies,
): Promise<EvaluationResult> {
  const history: TutorTurn[] = [];
  const setupUsage: TokenUsage[] = [];
  const usage: TokenUsage[] = [];
  let started = performance.now();
  try {
    for (const message of prompt.before ?? []) {
      const reply = await answer(deps, message, history, setupUsage);
      history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
    }
    started = performance.now();
    const reply = await answer(deps, prompt.message, history, usage);
    const ms = performance.now() - started;
    return { prompt, reply, problems: judge(reply, prompt.expect, deps.titles), ms, usage, setupUsage };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const ms = performance.now() - started;
    return { prompt, reply: '', problems: [`error del proveedor (${reason})`], ms, usage, setupUsage };
  }
}

/** The whole table, `concurrency` prompts at a time, results in the table's order. */
export async function evaluateAll(
  prompts: readonly EvaluationPrompt[],
  deps: EvaluationDependencies,
  options: { concurrency?: number; onResult?: (result: EvaluationResult) => void } = {},
): Promise<EvaluationResult[]> {
  const results: EvaluationResult[] = new Array(prompts.length);
  let next = 0;
  const worker = async () => {
    while (next < prompts.length) {
      const index = next++;
      const result = await evaluatePrompt(at(prompts, index, 'prompt'), deps);
      results[index] = result;
      options.onResult?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return results;
}

export interface CategoryScore {
  total: number;
  passed: number;
  /** Share passed, 0–1. */
  score: number;
}

export interface EvaluationSummary extends CategoryScore {
  byCategory: Record<Category, CategoryScore>;
  latencyMs: { p50: number; p95: number };
  /** Per judged message; zero for the offline engine. */
  tokens: { input: number; output: number };
  costPerMessageUsd: number;
  /** Everything the run spent, the follow-ups' earlier turns included. */
  totalCostUsd: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return at(sorted, index, 'sample');
}

function score(results: readonly EvaluationResult[]): CategoryScore {
  const ok = results.filter(passed).length;
  return { total: results.length, passed: ok, score: results.length ? ok / results.length : 0 };
}

export function summarize(results: readonly EvaluationResult[]): EvaluationSummary {
  const byCategory = Object.fromEntries(
    categories.map((category) => [category, score(results.filter((r) => r.prompt.category === category))]),
  ) as Record<Category, CategoryScore>;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const judged = tutorUsageMetrics(results.flatMap((r) => r.usage));
  const all = tutorUsageMetrics(results.flatMap((r) => [...r.usage, ...r.setupUsage]));
  const count = Math.max(1, results.length);
  return {
    ...score(results),
    byCategory,
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95) },
    tokens: {
      input: Number(judged.TutorInputTokens) / count,
      output: Number(judged.TutorOutputTokens) / count,
    },
    costPerMessageUsd: Number(judged.TutorCostUsd) / count,
    totalCostUsd: Number(all.TutorCostUsd),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The score, per category, then the failures grouped by category: what the test and the script print. */
export function formatReport(summary: EvaluationSummary, results: readonly EvaluationResult[]): string {
  const lines = [
    `Tabla de prompts del tutor: ${summary.passed}/${summary.total} (${percent(summary.score)})`,
  ];
  for (const category of categories) {
    const { passed: ok, total, score: share } = summary.byCategory[category];
    if (total)
      lines.push(
        `  ${category.padEnd(14)} ${String(ok).padStart(3)}/${String(total).padEnd(3)} ${percent(share)}`,
      );
  }
  lines.push(
    `Latencia p50 ${Math.round(summary.latencyMs.p50)} ms, p95 ${Math.round(summary.latencyMs.p95)} ms`,
    `Por mensaje: ${Math.round(summary.tokens.input)} tokens de entrada, ${Math.round(summary.tokens.output)} de salida, US$ ${summary.costPerMessageUsd.toFixed(5)}; toda la corrida US$ ${summary.totalCostUsd.toFixed(4)}`,
  );
  const failures = results.filter((r) => !passed(r));
  for (const category of categories) {
    const failed = failures.filter((r) => r.prompt.category === category);
    if (failed.length === 0) continue;
    lines.push('', `Fallas en ${category}:`);
    for (const result of failed) {
      const before = result.prompt.before?.length
        ? ` (después de «${result.prompt.before.join('» / «')}»)`
        : '';
      lines.push(`  - «${result.prompt.message}»${before}: ${result.problems.join('; ')}`);
      lines.push(`      respuesta: ${oneLine(result.reply)}`);
    }
  }
  return lines.join('\n');
}
