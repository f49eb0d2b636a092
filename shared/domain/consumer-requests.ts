/**
 * The two requests Argentine consumer law puts a button on the site for (Ley 24.240 art. 34,
 * Resolución SCI 424/2020): taking back a purchase within 10 calendar days, and ending the service.
 */
export const consumerRequestKinds = ['arrepentimiento', 'baja'] as const;
export type ConsumerRequestKind = (typeof consumerRequestKinds)[number];

/**
 * `awaiting-confirmation`: registered, and the account's address (if there is one) was sent a link
 * that carries it out; `done`: carried out (from the owner's own session, or by that link).
 */
export const consumerRequestStatuses = ['awaiting-confirmation', 'done'] as const;

/** What a request carried out did: one of the two, or `none` when there was nothing to end. */
export const consumerOutcomesApplied = ['arrepentimiento', 'baja', 'none'] as const satisfies readonly (
  | ConsumerRequestKind
  | 'none'
)[];

/** How a request was carried out: from the owner's own session, or by the link mailed to the account. */
export const consumerRequestChannels = ['session', 'link'] as const;
