import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { mailSuppressionItem } from '../../../shared/data/entities/mail-suppression.ts';
import { db, tableName } from './client.ts';
import { parseItem } from './items.ts';
import { keys } from './keys.ts';

export type MailSuppression = z.infer<typeof mailSuppressionItem>;

/**
 * Marks an address as one the product no longer mails. SNS may deliver a notification twice: the
 * first time an address was suppressed is kept, the latest event's reason wins. Kept until an operator
 * deletes it (no TTL): an address that complained stays quiet.
 */
export async function suppressAddress(
  email: string,
  event: { reason: MailSuppression['reason']; detail?: string | undefined; at: Date },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.mailSuppression(email),
      UpdateExpression:
        'SET #reason = :reason, #lastEventAt = :at, #suppressedAt = if_not_exists(#suppressedAt, :at)' +
        (event.detail ? ', #detail = :detail' : ' REMOVE #detail'),
      ExpressionAttributeNames: {
        '#reason': 'reason',
        '#lastEventAt': 'lastEventAt',
        '#suppressedAt': 'suppressedAt',
        '#detail': 'detail',
      },
      ExpressionAttributeValues: {
        ':reason': event.reason,
        ':at': event.at.toISOString(),
        ...(event.detail ? { ':detail': event.detail } : {}),
      },
    }),
  );
}

export async function findSuppression(email: string): Promise<MailSuppression | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.mailSuppression(email) }),
  );
  return Item ? parseItem(mailSuppressionItem, Item, 'mail suppression') : undefined;
}
