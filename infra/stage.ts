import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** Stages whose data must survive a mistaken `cdk destroy` or a replaced resource. */
const productionStages: ReadonlySet<string> = new Set(['prod']);

export const DEFAULT_STAGE = 'dev';

export interface StageSettings {
  name: string;
  isProduction: boolean;
  /** Applied to everything that holds data or evidence: table, secret, buckets, log groups. */
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  mailFrom: { name: string; address: string };
  /** Foundation models the tutor may invoke, as the resource part of their ARN. */
  tutorModels: string;
  /** Who answers the tutor in this stage, and with which model: Bedrock, the only tutor in Lambda bundles (ADR 0012). */
  tutor: { provider: 'bedrock'; modelId: string };
  /** How many active students the stage is built for: its throttles and concurrency come from the capacity model. */
  capacity: { students: number };
}

/** Claude Haiku class: fast and cheap enough for a chat that answers in a few seconds. */
const TUTOR_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';

export class StageNameError extends Error {}

/** Stage names end up in resource names (`ingresa-<stage>-…`), so they are kept short and DNS-safe. */
export function stageSettings(name: string): StageSettings {
  if (!/^[a-z][a-z0-9-]{0,11}$/.test(name)) {
    throw new StageNameError(
      `Invalid stage "${name}": use 1-12 lowercase letters, digits or hyphens, starting with a letter.`,
    );
  }
  const isProduction = productionStages.has(name);
  return {
    name,
    isProduction,
    removalPolicy: isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    logLevel: 'info',
    mailFrom: { name: 'Ingresá', address: 'no-responder@ingresa.com.ar' },
    tutorModels: 'anthropic.claude-*',
    tutor: { provider: 'bedrock', modelId: TUTOR_MODEL_ID },
    capacity: { students: isProduction ? 100_000 : 1_000 },
  };
}

/** Physical-name prefix shared by every named resource of a stage. */
export function resourcePrefix(stage: StageSettings): string {
  return `ingresa-${stage.name}`;
}
