import type { Session } from '../auth/session.ts';
import {
  type ByKeyEntity,
  deleteItem,
  deleteItems,
  partitionItems,
  type StoredItem,
  type StudentEntity,
  studentEntities,
  studentPartitions,
} from '../data/account.ts';
import { findDeletedAgreement, rememberDeletedAgreement } from '../data/deleted-agreements.ts';
import { keys } from '../data/keys.ts';
import { challengeKeysOf } from '../data/login-challenges.ts';
import { removeFromRanking } from '../data/statistics-writes.ts';
import { getSubscription, listCheckouts } from '../data/subscriptions.ts';
import { ServiceUnavailableError } from '../errors.ts';
import { consumeLimits } from '../rate-limit.ts';
import { withBillingLock } from '../subscriptions/billing-lock.ts';
import { isLive } from '../subscriptions/provider.ts';
import type { ProviderBudget } from '../subscriptions/provider-calls.ts';
import { readAgreements, settleDeletedAgreement } from '../subscriptions/sync.ts';

const INTERNAL_FIELDS = new Set(['pk', 'sk', 'ttl', 'openPk', 'openSk', 'version']);

/** An item as the student reads it: without the table's own keys and bookkeeping. */
function readable(item: StoredItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([field]) => !INTERNAL_FIELDS.has(field)));
}

const EXPORT_LIMIT_MESSAGE = (wait: string) =>
  `Ya descargaste tus datos varias veces hoy. Volvé a intentarlo en ${wait}.`;

/** An entity of the student's that the export leaves out, and why. */
interface LeftOut {
  leftOut: string;
}

/**
 * Where the export shows each entity whose partition is the student's, or why it leaves it out: a
 * `partition` entity added without a line here fails the typecheck and entities.test.ts. Of the
 * profile's partition only the profile is shown: the networks and sessions beside it are keyed hashes.
 */
export const exportSections = {
  user: 'user',
  subscription: 'subscription',
  attempt: 'attempts',
  statCounter: 'statistics',
  simulator: 'simulators',
  simulatorAnswer: 'simulators',
  feedback: 'feedback',
  chatHistory: 'tutorChat',
  reviewCard: 'learning',
  studyGoal: 'learning',
  seenQuestions: { leftOut: 'the ids of the questions a simulator already asked, only to ask new ones' },
  offlinePractice: { leftOut: 'the packs handed out and a receipt per answer; the answers are attempts' },
} satisfies Record<StudentEntity, string | LeftOut>;

type ExportedEntity = {
  [Name in StudentEntity]: (typeof exportSections)[Name] extends LeftOut ? never : Name;
}[StudentEntity];

const exportedEntities = studentEntities.filter(
  (entity): entity is ExportedEntity => typeof exportSections[entity] === 'string',
);

/** Every item of each exported entity's partition of the student's, by entity. */
async function exportedItems(userId: string): Promise<Record<ExportedEntity, StoredItem[]>> {
  const partitions = studentPartitions(userId);
  const read = await Promise.all(exportedEntities.map((entity) => partitionItems(partitions[entity])));
  return Object.fromEntries(exportedEntities.map((entity, i) => [entity, read[i] ?? []])) as Record<
    ExportedEntity,
    StoredItem[]
  >;
}

/** Everything the product keeps about the student (Ley 25.326, right of access). */
export async function exportAccount(session: Session, now = new Date()) {
  await consumeLimits(
    [
      {
        kind: 'window',
        scope: 'export-day',
        subject: session.userId,
        max: 10,
        seconds: 86_400,
        message: EXPORT_LIMIT_MESSAGE,
      },
    ],
    now,
  );
  const items = await exportedItems(session.userId);
  const profileItem = items.user.find((item) => item.sk === 'PROFILE');
  const subscription = items.subscription.find((item) => item.sk === 'CURRENT');
  return {
    exportedAt: now.toISOString(),
    user: { ...(profileItem ? readable(profileItem) : {}), id: session.userId, email: session.email },
    subscription: subscription ? readable(subscription) : null,
    agreements: items.subscription.filter((item) => item.sk.startsWith('CHECKOUT#')).map(readable),
    attempts: items.attempt.map(readable),
    statistics: items.statCounter.map(readable),
    simulators: items.simulator.map((simulator) => ({
      ...readable(simulator),
      answers: Object.fromEntries(
        items.simulatorAnswer
          .filter((answer) => answer.sk.startsWith(`${simulator.sk}#A#`))
          .map((answer) => [
            String(Number(answer.sk.slice(answer.sk.lastIndexOf('#') + 1))),
            readable(answer),
          ]),
      ),
    })),
    feedback: items.feedback.map(readable),
    tutorChat: items.chatHistory.map(readable),
    learning: [...items.reviewCard, ...items.studyGoal].map((item) => ({
      kind: item.sk,
      ...readable(item),
    })),
  };
}

export const ACCOUNT_DELETED_MESSAGE =
  'Eliminamos tu cuenta y todos tus datos. Si tenías una suscripción, la cancelamos en Mercado Pago: no se te va a cobrar de nuevo.';
const CANCEL_BEFORE_DELETE_MESSAGE =
  'No pudimos cancelar tu suscripción en Mercado Pago, así que todavía no eliminamos tu cuenta. Intentá de nuevo en unos minutos.';

/**
 * Settles every agreement of the student before anything is deleted: each live one is cancelled at
 * Mercado Pago, a charge the product had not yet applied as access (a payment racing the deletion) is
 * refunded, and each agreement is remembered as a deleted account's, so a charge that lands on it later
 * is refunded too (ADR 0065). Throws, deleting nothing, when Mercado Pago cannot be reached.
 */
async function settleAgreements(session: Session, budget: ProviderBudget): Promise<void> {
  const { userId } = session;
  const current = await getSubscription(userId);
  const checkouts = await listCheckouts(userId);
  const known = new Map(checkouts.map((checkout) => [checkout.providerId, checkout]));
  const ids = [
    ...checkouts.filter((c) => c.providerStatus !== 'cancelled').map((c) => c.providerId),
    ...(current?.providerId ? [current.providerId] : []),
  ];
  try {
    const agreements = await readAgreements(budget, ids, current?.email ?? session.email);
    for (const agreement of agreements.values()) {
      const checkout = known.get(agreement.id);
      // One the product never stored may be an earlier deleted account's: what that one kept stands.
      const keptCharges = checkout?.charged ?? (await findDeletedAgreement(agreement.id))?.keptCharges ?? 0;
      if (isLive(agreement) || agreement.charged > keptCharges)
        await settleDeletedAgreement(budget, agreement, keptCharges);
      await rememberDeletedAgreement(
        {
          providerId: agreement.id,
          subscriptionId: checkout?.subscriptionId ?? agreement.externalReference,
          keptCharges,
        },
        { replace: checkout !== undefined },
      );
    }
    for (const checkout of checkouts.filter((c) => !agreements.has(c.providerId))) {
      await rememberDeletedAgreement(
        {
          providerId: checkout.providerId,
          subscriptionId: checkout.subscriptionId,
          keptCharges: checkout.charged,
        },
        { replace: true },
      );
    }
  } catch (cause) {
    budget.log.warn('account deletion stopped: agreements could not be cancelled', {
      error: String(cause),
    });
    throw new ServiceUnavailableError(CANCEL_BEFORE_DELETE_MESSAGE, { cause });
  }
}

/** What deleting an account knows of the student when it reaches the `byKey` entities. */
interface DeletedStudent {
  session: Session;
  /** The items of the student's partitions read so far: the billing ones inside the lease, then the rest. */
  items: readonly StoredItem[];
  userPartition: string;
}

const isSessionOf = (student: DeletedStudent) => (item: StoredItem) =>
  item.pk === student.userPartition && item.sk.startsWith('SESSION#');
const isTotalsOf = (userId: string) => (item: StoredItem) =>
  item.pk === studentPartitions(userId).statCounter && item.sk.startsWith('TOTAL#');

/**
 * How deleting an account reaches each `byKey` entity: its items of the student's sit in partitions of
 * their own kind, so each says how they are found. An entity declared `byKey` without a line here fails
 * the typecheck and entities.test.ts. `subscriptionRef` runs while the billing lease is held, with the
 * billing items; the others run after it, in this order, with every other item of the student's.
 */
export const byKeyDeletions = {
  subscriptionRef: async ({ items }: DeletedStudent) =>
    deleteItems(
      items
        .filter((item) => item.sk.startsWith('CHECKOUT#'))
        .flatMap((item) => [
          keys.subscriptionByProviderId(String(item.providerId)),
          keys.subscriptionByProviderId(`ext:${String(item.subscriptionId)}`),
        ]),
    ),
  session: async (student: DeletedStudent) => {
    const sessions = student.items.filter(isSessionOf(student));
    await deleteItems(sessions.map((item) => keys.session(item.sk.slice('SESSION#'.length))));
    await deleteItem(keys.session(student.session.tokenHash));
  },
  userEmail: async ({ session }: DeletedStudent) => deleteItems([keys.userByEmail(session.email)]),
  loginChallenge: async ({ session }: DeletedStudent) => deleteItems(await challengeKeysOf(session.email)),
  // The reminder's entry lives in a shard shared with other students: deleted by its own key.
  studyReminder: async ({ session }: DeletedStudent) => deleteItems([keys.reminder(session.userId)]),
  // With every session gone no answer moves the totals any more: they leave the ranking they counted in.
  ranking: async ({ session, items }: DeletedStudent) =>
    removeFromRanking(
      session.userId,
      items.filter(isTotalsOf(session.userId)).map((item) => item.sk.slice('TOTAL#'.length)),
    ),
} satisfies Record<ByKeyEntity, (student: DeletedStudent) => Promise<void>>;

/**
 * Deletes the account (Ley 25.326, right of deletion): first every agreement is settled at Mercado
 * Pago, so nothing is ever charged again, or kept, for an account that no longer exists; if that fails
 * nothing is deleted. Then every item of the student goes, and every session ends.
 */
export async function deleteAccount(session: Session, budget: ProviderBudget): Promise<void> {
  const { userId } = session;
  const partitions = studentPartitions(userId);
  let billingItems = 0;
  await withBillingLock(userId, budget, async () => {
    await settleAgreements(session, budget);
    // The billing items go while the lease is held: a notice that waited for it meets agreements a
    // deleted account left, never a subscription to write back. The lease itself goes as it ends.
    const billing = (await partitionItems(partitions.subscription)).filter(
      (item) => item.sk !== keys.billingLock(userId).sk,
    );
    await byKeyDeletions.subscriptionRef({ session, items: billing, userPartition: partitions.user });
    await deleteItems(billing);
    billingItems = billing.length;
  });
  const { subscription: _billing, ...rest } = partitions;
  const items = (await Promise.all(Object.values(rest).map(partitionItems))).flat();
  const student: DeletedStudent = { session, items, userPartition: partitions.user };
  const { subscriptionRef: _withTheBilling, ...afterTheBilling } = byKeyDeletions;
  for (const deletion of Object.values(afterTheBilling)) await deletion(student);
  const isTotals = isTotalsOf(userId);
  // The profile goes last: until then a retry finds the sessions and items still to delete.
  await deleteItems(items.filter((item) => item.pk !== partitions.user && !isTotals(item)));
  await deleteItems(items.filter((item) => item.pk === partitions.user));
  budget.log.info('account deleted', {
    userId,
    items: items.length + billingItems,
    sessions: items.filter(isSessionOf(student)).length,
  });
}
