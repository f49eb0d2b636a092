import type { EmulatorState } from './state.ts';
import type { WebhookTarget } from './webhooks.ts';

/** What every route reads: the state, where webhooks go, the token the API expects and its own address. */
export interface EmulatorContext {
  state: EmulatorState;
  webhooks: WebhookTarget;
  accessToken: string;
  /** Known once the server listens; checkout links (init_point) are built on it. */
  publicUrl: string;
}
