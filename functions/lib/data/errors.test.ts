import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cancellationReasons, failedConditions } from './errors.ts';

function cancelled(reasons: { Code?: string; Item?: Record<string, unknown> }[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: reasons as never,
  });
}

describe('cancellationReasons', () => {
  it('reads one reason per item, in order, with the old item when it came back', () => {
    const error = cancelled([
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed', Item: { until: { N: '42' } } },
      { Code: 'TransactionConflict' },
      {},
    ]);
    expect(cancellationReasons(error)).toEqual([
      { code: 'None' },
      { code: 'ConditionalCheckFailed', item: { until: { N: '42' } } },
      { code: 'TransactionConflict' },
      { code: 'None' },
    ]);
    expect(failedConditions(error)).toEqual([1]);
  });

  it('is undefined for anything that is not a cancelled transaction', () => {
    const single = new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
    expect(cancellationReasons(single)).toBeUndefined();
    expect(cancellationReasons(new Error('network'))).toBeUndefined();
    expect(cancellationReasons(undefined)).toBeUndefined();
    expect(failedConditions(single)).toEqual([]);
  });

  it('is empty for a cancelled transaction that gave no reasons', () => {
    expect(cancellationReasons(cancelled(undefined as never))).toEqual([]);
  });
});
