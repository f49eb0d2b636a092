import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  type Mailbox,
  mailFromOf,
  OPS_EMAIL,
  type StageDomain,
  stageDomain,
} from '../shared/site-settings.ts';
import { checkedStageName, DEFAULT_REGION } from './stage-names.ts';

/** Stages whose data must survive a mistaken `cdk destroy` or a replaced resource. */
const productionStages: ReadonlySet<string> = new Set(['prod']);

export const DEFAULT_STAGE = 'dev';

/**
 * A system-defined cross-region inference profile: Bedrock routes each call to one of its destination
 * regions. Used where the stage's region does not offer the tutor's model in-region.
 */
export interface InferenceProfile {
  /** `<geography>.<model id>`, e.g. `global.anthropic.claude-haiku-4-5-20251001-v1:0`. */
  id: string;
  /**
   * Where the profile may run the model: the regions of a geographic profile (`us.`, `eu.`, `apac.`…),
   * or `global` for a global profile, which may use any commercial region.
   */
  destinationRegions: readonly string[] | 'global';
}

export interface StageSettings {
  name: string;
  /** The AWS region of the stage's main stack (everything but the CloudFront web ACL). */
  region: string;
  isProduction: boolean;
  /** Applied to everything that holds data or evidence: table, secret, buckets, log groups. */
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /**
   * The stage's own domain and its Route 53 zone (shared/site-settings.ts): the site is served there with
   * an ACM certificate, `www.` redirects to it, and mail is sent from it with DKIM, SPF and DMARC (ADR
   * 0061). Without one the site is served at its CloudFront address.
   */
  domain?: StageDomain;
  mailFrom: Mailbox;
  /** Who hears the stage's alarms and budget notifications (an SNS e-mail subscription, confirmed once). */
  opsEmail: string;
  /** The stage's monthly AWS cost budget, in US dollars: 80 % actual and 100 % forecast notify ops. */
  budget: { monthlyUsd: number };
  /**
   * Who answers the tutor in this stage, and with which model: Bedrock, the only tutor in Lambda bundles
   * (ADR 0012). `modelId` is the foundation model (what IAM grants and the cost metric prices); the
   * functions call `inferenceProfile.id` instead when the region does not offer the model (ADR 0039).
   */
  tutor: {
    provider: 'bedrock';
    modelId: string;
    inferenceProfile?: InferenceProfile;
    /** The model caches prompts: the tools and the system prompt are sent as a cacheable prefix. */
    promptCaching: boolean;
  };
  /** How many active students the stage is built for: its throttles and concurrency come from the capacity model. */
  capacity: { students: number };
}

/**
 * Claude Haiku 4.5: current, fast and cheap enough for a chat that answers in a few seconds, with tool
 * use and prompt caching. São Paulo reaches it through the global cross-region inference profile.
 */
const TUTOR_MODEL_ID = 'anthropic.claude-haiku-4-5-20251001-v1:0';
const TUTOR_PROFILE: InferenceProfile = { id: `global.${TUTOR_MODEL_ID}`, destinationRegions: 'global' };

/** A stage's settings; throws StageNameError for a name that cannot be part of resource names. */
export function stageSettings(name: string): StageSettings {
  checkedStageName(name);
  const isProduction = productionStages.has(name);
  const domain = stageDomain(name);
  return {
    name,
    isProduction,
    ...(domain ? { domain } : {}),
    region: DEFAULT_REGION,
    removalPolicy: isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    logLevel: 'info',
    mailFrom: mailFromOf(name),
    opsEmail: OPS_EMAIL,
    // Production: the capacity model's ~US$ 0.31 per active student-month at 100,000 students (the
    // tutor's two-call tool loop is most of it), with room; development: the fixed costs (WAF, alarms,
    // dashboard: ~US$ 30) and a few testers.
    budget: { monthlyUsd: isProduction ? 40_000 : 100 },
    // Haiku 4.5 is reached from São Paulo through the global cross-region inference profile (ADR 0041).
    tutor: {
      provider: 'bedrock',
      modelId: TUTOR_MODEL_ID,
      inferenceProfile: TUTOR_PROFILE,
      promptCaching: true,
    },
    capacity: { students: isProduction ? 100_000 : 1_000 },
  };
}
