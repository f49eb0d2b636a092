import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sendLimits } from './auth/limits.ts';
import { isDependencyFailure, TooManyRequestsError } from './errors.ts';
import { consumeLimits, formatWait, type Limit } from './rate-limit.ts';

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
  it('are the agreed numbers: 60 s apart, 5 an hour, 20 a day per e-mail; 30 an hour per address', () => {
    const limits = sendLimits('ana@mail.com', '1.2.3.4');
    expect(limits.map((l) => [l.kind, l.subject, l.kind === 'window' ? l.max : 1, l.seconds])).toEqual([
      ['cooldown', 'ana@mail.com', 1, 60],
      ['window', 'ana@mail.com', 5, 3600],
      ['window', 'ana@mail.com', 20, 86_400],
      ['window', '1.2.3.4', 30, 3600],
    ]);
  });
});

describe('consumeLimits against a busy table', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
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

    await expect(consumeLimits([limit])).resolves.toBeUndefined();
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
