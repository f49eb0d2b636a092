import type { MetricValues } from './metrics.ts';

/** What one model call consumed, as Bedrock's Converse reports it. */
export interface TokenUsage {
  /** The model or inference profile the call named. */
  modelId: string;
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
}

/** US$ per million tokens. */
interface TokenPrices {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/**
 * On-demand list prices of the Claude models the tutor may use (Bedrock, 2026), matched by the model
 * part of the id, so an inference profile (`global.…`, `us.…`) prices as its model. The metric is an
 * estimate for the dashboard and the daily-spend alarm; the bill (and the budget) is the truth.
 */
const modelPrices: readonly [string, TokenPrices][] = [
  ['claude-3-haiku', { input: 0.25, output: 1.25, cacheRead: 0.03, cacheWrite: 0.3 }],
  ['claude-3-5-haiku', { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 }],
  ['claude-haiku-4-5', { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 }],
  ['claude-sonnet-4', { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 }],
];

/** An unknown model is priced as the dearest known one: the spend alarm errs towards ringing. */
const UNKNOWN_MODEL_PRICES: TokenPrices = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };

export function pricesOf(modelId: string): TokenPrices {
  return modelPrices.find(([model]) => modelId.includes(model))?.[1] ?? UNKNOWN_MODEL_PRICES;
}

/** The estimated US$ cost of one model call. */
export function estimatedCostUsd(usage: TokenUsage): number {
  const prices = pricesOf(usage.modelId);
  const perMillion =
    usage.inputTokens * prices.input +
    usage.outputTokens * prices.output +
    (usage.cacheReadInputTokens ?? 0) * prices.cacheRead +
    (usage.cacheWriteInputTokens ?? 0) * prices.cacheWrite;
  return perMillion / 1_000_000;
}

/** The token and cost metrics of the model calls behind one tutor message (a tool loop makes several). */
export function tutorUsageMetrics(calls: readonly TokenUsage[]): MetricValues {
  const sum = (pick: (usage: TokenUsage) => number) => calls.reduce((total, usage) => total + pick(usage), 0);
  return {
    TutorInputTokens: sum(
      (usage) => usage.inputTokens + (usage.cacheReadInputTokens ?? 0) + (usage.cacheWriteInputTokens ?? 0),
    ),
    TutorOutputTokens: sum((usage) => usage.outputTokens),
    TutorCostUsd: sum(estimatedCostUsd),
  };
}
