import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_NAMESPACE } from '../../shared/api/metrics.ts';
import { resetConfigForTests } from './config.ts';
import { embeddedMetrics, recordMetrics } from './metrics.ts';
import { estimatedCostUsd, tutorUsageMetrics } from './metrics-tutor.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
  vi.restoreAllMocks();
});

/** The lines recordMetrics writes, parsed, with the stage and log level set as in a deployed function. */
function captureLines(run: () => void): unknown[] {
  process.env.STAGE = 'prod';
  process.env.LOG_LEVEL = 'info';
  resetConfigForTests();
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  run();
  return lines.map((line) => {
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    return JSON.parse(line);
  });
}

describe('embedded metric format', () => {
  it('declares each metric with its unit under the Ingresa namespace and the stage dimension', () => {
    const document = embeddedMetrics(
      { AnswersVerified: 1, AnswersCorrect: 0 },
      { stage: 'prod', properties: { userId: 'u1', subject: 'matematicas' }, timestamp: 1_700_000_000_000 },
    );
    expect(document).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: 'Ingresa',
            Dimensions: [['stage']],
            Metrics: [
              { Name: 'AnswersVerified', Unit: 'Count' },
              { Name: 'AnswersCorrect', Unit: 'Count' },
            ],
          },
        ],
      },
      stage: 'prod',
      AnswersVerified: 1,
      AnswersCorrect: 0,
      userId: 'u1',
      subject: 'matematicas',
    });
  });

  it('gives a money amount no unit and leaves out values that are not finite numbers', () => {
    const document = embeddedMetrics(
      { TutorCostUsd: 0.0012, TutorInputTokens: Number.NaN },
      { stage: 'dev', timestamp: 1 },
    );
    expect(document?._aws.CloudWatchMetrics[0]?.Metrics).toEqual([{ Name: 'TutorCostUsd', Unit: 'None' }]);
    expect(document).not.toHaveProperty('TutorInputTokens');
    expect(embeddedMetrics({ Logins: Number.POSITIVE_INFINITY }, { stage: 'dev' })).toBeUndefined();
  });

  it('never lets a property overwrite the stage, a metric value or the _aws block', () => {
    const document = embeddedMetrics(
      { Logins: 1 },
      { stage: 'prod', properties: { stage: 'forged', Logins: 99, _aws: 'x' } },
    );
    expect(document).toMatchObject({ stage: 'prod', Logins: 1 });
    expect(document?._aws.CloudWatchMetrics[0]?.Namespace).toBe(METRICS_NAMESPACE);
  });
});

describe('recordMetrics', () => {
  it('writes one JSON line per batch to stdout, with the configured stage', () => {
    const [document, ...rest] = captureLines(() => recordMetrics({ Logins: 1 }, { userId: 'u1' }));
    expect(rest).toEqual([]);
    expect(document).toMatchObject({
      stage: 'prod',
      Logins: 1,
      userId: 'u1',
      _aws: { CloudWatchMetrics: [{ Namespace: 'Ingresa', Dimensions: [['stage']] }] },
    });
    expect((document as { _aws: { Timestamp: number } })._aws.Timestamp).toBeGreaterThan(0);
  });

  it.each(['silent', 'warn', 'error'])(
    'writes nothing where logs leave info out (%s), nor for an empty batch',
    (level) => {
      expect(captureLines(() => recordMetrics({}))).toEqual([]);
      process.env.LOG_LEVEL = level;
      resetConfigForTests();
      const write = vi.spyOn(process.stdout, 'write');
      recordMetrics({ Logins: 1 });
      expect(write).not.toHaveBeenCalled();
      write.mockRestore();
    },
  );

  it('does not throw when the configuration is broken: the request goes on without its metric', () => {
    delete process.env.TABLE_NAME;
    resetConfigForTests();
    expect(() => recordMetrics({ Logins: 1 })).not.toThrow();
  });
});

describe('tutor usage metrics', () => {
  it('prices a call by its model, inference profiles included', () => {
    const usage = { inputTokens: 1_000_000, outputTokens: 1_000_000 };
    expect(estimatedCostUsd({ modelId: 'anthropic.claude-3-haiku-20240307-v1:0', ...usage })).toBeCloseTo(
      1.5,
    );
    expect(
      estimatedCostUsd({ modelId: 'global.anthropic.claude-haiku-4-5-20251001-v1:0', ...usage }),
    ).toBeCloseTo(6);
    // An unknown model is priced as the dearest known one, so the spend alarm errs towards ringing.
    expect(estimatedCostUsd({ modelId: 'anthropic.claude-future-v9', ...usage })).toBeCloseTo(18);
  });

  it('adds up the calls of a tool loop, cached input counted as input', () => {
    const modelId = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';
    const metrics = tutorUsageMetrics([
      { modelId, inputTokens: 1000, outputTokens: 100, cacheReadInputTokens: 2000 },
      { modelId, inputTokens: 1500, outputTokens: 300 },
    ]);
    expect(metrics).toEqual({
      TutorInputTokens: 4500,
      TutorOutputTokens: 400,
      TutorCostUsd: expect.closeTo((2500 * 1 + 400 * 5 + 2000 * 0.1) / 1e6, 10),
    });
    expect(tutorUsageMetrics([])).toEqual({ TutorInputTokens: 0, TutorOutputTokens: 0, TutorCostUsd: 0 });
  });
});
