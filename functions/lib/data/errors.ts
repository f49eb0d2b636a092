/** True for DynamoDB's "the condition did not hold" error, single or inside a transaction. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Which items of a cancelled transaction failed their condition, by position. */
export function failedConditions(error: unknown): number[] {
  const reasons =
    (error as { CancellationReasons?: { Code?: string }[] } | undefined)?.CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}
