import * as z from '../../../shared/api/zod.ts';

/** True for DynamoDB's "the condition did not hold" error, single or inside a transaction. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

const cancelledSchema = z.object({
  name: z.literal('TransactionCanceledException'),
  CancellationReasons: z
    .array(
      z.object({
        Code: z.string().optional(),
        Item: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
});

/** Why one item of a cancelled transaction failed: `None` when it did not. */
export interface CancellationReason {
  code: 'None' | 'ConditionalCheckFailed' | 'TransactionConflict' | (string & {});
  /**
   * The item as it was when its condition failed, if the write asked for it
   * (`ReturnValuesOnConditionCheckFailure`); still marshalled: `{ until: { N: "…" } }`.
   */
  item?: Record<string, unknown>;
}

/** The reasons of a cancelled transaction, one per item in order; undefined for any other error. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  const parsed = cancelledSchema.safeParse(error);
  if (!parsed.success) return undefined;
  return (parsed.data.CancellationReasons ?? []).map((reason) => ({
    code: reason.Code ?? 'None',
    ...(reason.Item ? { item: reason.Item } : {}),
  }));
}

/** Which items of a cancelled transaction failed their condition, by position. */
export function failedConditions(error: unknown): number[] {
  return (cancellationReasons(error) ?? []).flatMap((reason, index) =>
    reason.code === 'ConditionalCheckFailed' ? [index] : [],
  );
}
