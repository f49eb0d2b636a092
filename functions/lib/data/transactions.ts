import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';
import { cancellationReasons } from './errors.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const CONFLICT_TRIES = 5;

/** Another transaction touched one of the items at the same moment; nothing was wrong with this one. */
function isTransactionConflict(error: unknown): boolean {
  const reasons = cancellationReasons(error);
  if (!reasons) return false;
  return (
    reasons.some((reason) => reason.code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.code === 'ConditionalCheckFailed')
  );
}

/**
 * Writes the items all or nothing. A cancellation caused only by a concurrent transaction on the same
 * items is tried again after a short random pause; a failed condition is the caller's to read, at once.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}
