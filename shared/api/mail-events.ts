import type { JobDefinition } from './route-definition.ts';

/**
 * Invoked by SNS with what SES reports about sent mail: stores a suppression for every address that
 * bounced for good or complained, so no login code goes to it again (ADR 0040). Not behind the API and
 * not scheduled; infra/ses-events.ts deploys it.
 */
export const mailEventsFunction = {
  name: 'mail-events',
  description: 'Suppresses the addresses SES reports as bounced for good or complained about',
  data: { reads: [], writes: ['mailSuppression'] },
  timeoutSeconds: 10,
  /** Job-shaped for RouteFunction and the alarms; no schedule is made for it. */
  everyMinutes: 0,
} as const satisfies JobDefinition;
