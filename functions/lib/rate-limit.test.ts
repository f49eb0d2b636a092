import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sendLimits } from './auth/limits.ts';
import { isDependencyFailure, TooManyRequestsError } from './errors.ts';
import {
  type AnyLimit,
  consumeLimits,
  type EscalatingLimit,
  escalatingSeconds,
  formatWait,
  type Limit,
} from './rate-limit.ts';

describe('formatWait', () => {
  it.each([
    [0.2, '1 segundo'],
    [30, '30 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [3000, '50 minutos'],
    [3599, '1 hora'],
    [3600, '1 hora'],
    [7200, '2 horas'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('send limits', () => {
  const figures = (limits: AnyLimit[]) =>
    limits.map((l) =>
      l.kind === 'escalating'
        ? [l.kind, l.subject, l.steps, l.forgetSeconds]
        : [l.kind, l.subject, l.kind === 'window' ? l.max : 1, l.seconds],
    );

  it('hold a stranger by their own growing cooldown, 10 codes a day per e-mail for all strangers, 20 for all but the owner’s browsers, 600 an hour per network', () => {
    const limits = sendLimits('ana@mail.com', { network: '1.2.3.4', recognised: false });
    expect(figures(limits)).toEqual([
      ['escalating', 'ana@mail.com#network:1.2.3.4', [60, 120, 300, 900, 3600, 14_400], 86_400],
      ['window', 'ana@mail.com', 10, 86_400],
      ['window', 'ana@mail.com', 20, 86_400],
      ['window', '1.2.3.4', 600, 3600],
    ]);
  });

  it('spare the recognised owner the daily cap, and key a known browser by its own id', () => {
    const limits = sendLimits('ana@mail.com', { network: '1.2.3.4', device: 'd1', recognised: true });
    expect(figures(limits)).toEqual([
      ['escalating', 'ana@mail.com#device:d1', [60, 120, 300, 900, 3600, 14_400], 86_400],
      ['window', '1.2.3.4', 600, 3600],
    ]);
  });

  it('say "acabamos" after one code and "varios" after more', () => {
    const [cooldown] = sendLimits('ana@mail.com', { network: '1.2.3.4', recognised: false });
    if (cooldown?.kind !== 'escalating') throw new Error('expected the escalating cooldown first');
    expect(cooldown.message('1 minuto', 1)).toBe(
      'Acabamos de enviarte un código. Esperá 1 minuto antes de pedir otro.',
    );
    expect(cooldown.message('4 horas', 6)).toBe(
      'Ya te enviamos varios códigos. Esperá 4 horas antes de pedir otro.',
    );
  });
});

describe('escalatingSeconds', () => {
  const [cooldown] = sendLimits('ana@mail.com', { network: '1.2.3.4', recognised: false }) as [
    EscalatingLimit,
  ];

  it.each([
    [1, 60],
    [2, 120],
    [3, 300],
    [4, 900],
    [5, 3600],
    [6, 14_400],
    [40, 14_400],
  ])('after hit %i of a streak waits %i s', (hits, seconds) => {
    expect(escalatingSeconds(cooldown, hits)).toBe(seconds);
  });
});

/** One mock of the document client for the whole file: a second mockClient would take over the first. */
const dynamo = mockClient(DynamoDBDocumentClient);

describe('consumeLimits against a busy table', () => {
  const limit: Limit = {
    kind: 'window',
    scope: 'busy',
    subject: '1.2.3.4',
    max: 5,
    seconds: 60,
    message: (wait) => `Esperá ${wait}.`,
  };
  const cancelled = (code: string) =>
    Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: code }],
    });

  afterEach(() => dynamo.reset());

  it('retries a conflict with another request instead of answering that the limit was reached', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict'))
      .rejectsOnce(cancelled('TransactionConflict'))
      .resolves({});

    await expect(consumeLimits([limit])).resolves.toEqual({});
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('gives up on a conflict that does not clear with a retryable error (503), never a 429', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));

    const error = await consumeLimits([limit]).catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(TooManyRequestsError);
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('answers 429 when the limit itself was reached', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));

    await expect(consumeLimits([limit])).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('a daily window aligned to the Argentine day', () => {
  afterEach(() => dynamo.reset());
  const limit: Limit = {
    kind: 'window',
    scope: 'per-day',
    subject: 'u1',
    max: 3,
    seconds: 86_400,
    startsAtSecond: 3 * 3600,
    message: (wait) => `Volvé en ${wait}.`,
  };
  const windowKeyAt = async (at: string) => {
    dynamo.reset();
    dynamo.on(TransactWriteCommand).resolves({});
    await consumeLimits([limit], new Date(at));
    const input = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input;
    return JSON.stringify(input?.TransactItems?.[0]?.Update?.Key);
  };

  it('starts at midnight in Argentina (03:00 UTC), not at UTC midnight', async () => {
    const lateEvening = await windowKeyAt('2026-11-27T02:59:00Z'); // 23:59 on the 26th in Argentina
    const midnight = await windowKeyAt('2026-11-27T03:00:00Z'); // 00:00 on the 27th
    const nextEvening = await windowKeyAt('2026-11-28T02:59:00Z'); // 23:59 on the 27th
    expect(midnight).not.toBe(lateEvening);
    expect(nextEvening).toBe(midnight);
  });

  it('tells how long until the Argentine midnight', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    // 22:00 in Argentina: two hours to go.
    await expect(consumeLimits([limit], new Date('2026-11-28T01:00:00Z'))).rejects.toMatchObject({
      message: 'Volvé en 2 horas.',
    });
  });
});

describe('an escalating limit', () => {
  const limit: EscalatingLimit = {
    kind: 'escalating',
    scope: 'streak',
    subject: 'ana@mail.com#network:1.2.3.4',
    steps: [60, 300],
    forgetSeconds: 86_400,
    message: (wait, hits) => `${hits}: esperá ${wait}.`,
  };
  const at = Date.parse('2030-01-01T10:00:00Z');

  afterEach(() => dynamo.reset());

  it('refuses during the cooldown without writing anything', async () => {
    dynamo.on(GetCommand).resolves({ Item: { until: at + 90_000, hits: 2, lastAt: at - 210_000 } });

    await expect(consumeLimits([limit], new Date(at))).rejects.toMatchObject({
      statusCode: 429,
      message: '2: esperá 2 minutos.',
      headers: { 'retry-after': '90' },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('writes the next step only if nobody moved the streak since it was read', async () => {
    dynamo.on(GetCommand).resolves({ Item: { until: at - 1000, hits: 1, lastAt: at - 61_000 } });
    dynamo.on(TransactWriteCommand).resolves({});

    await consumeLimits([limit], new Date(at));

    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update?.ConditionExpression).toBe('#lastAt = :previous');
    expect(update?.ExpressionAttributeValues).toMatchObject({
      ':hits': 2,
      ':until': at + 300_000,
      ':previous': at - 61_000,
    });
  });

  it('starts again from the first step after a quiet day', async () => {
    dynamo.on(GetCommand).resolves({ Item: { until: at - 1000, hits: 9, lastAt: at - 86_400_001 } });
    dynamo.on(TransactWriteCommand).resolves({});

    await consumeLimits([limit], new Date(at));

    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':hits': 1, ':until': at + 60_000 });
  });

  it('answers a request that lost the race with the winner’s cooldown', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [
          { Code: 'ConditionalCheckFailed', Item: { until: { N: String(at + 60_000) }, hits: { N: '1' } } },
        ],
      }),
    );

    await expect(consumeLimits([limit], new Date(at))).rejects.toMatchObject({
      statusCode: 429,
      message: '1: esperá 1 minuto.',
    });
  });
});
