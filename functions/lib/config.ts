import * as z from '../../shared/api/zod.ts';
import { formatMailbox, mailFromOf } from '../../shared/site-settings.ts';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const configSchema = z
  .object({
    STAGE: z.string().min(1).default('local'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    TABLE_NAME: z.string().min(1),
    DYNAMODB_ENDPOINT: optionalUrl,
    SES_ENDPOINT: optionalUrl,
    /** Deployed stages: the stage's sender (infra/api.ts); locally, the product's. */
    MAIL_FROM: z
      .string()
      .min(3)
      .default(formatMailbox(mailFromOf(undefined))),
    /** Deployed stages: the SES configuration set every e-mail is sent with (bounce and complaint metrics). */
    SES_CONFIGURATION_SET: z.string().min(1).optional(),
    /** The site's address for links in e-mails and Mercado Pago's back_url: the stage's domain or CloudFront's. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** The team's address: the weekly digest of what students sent goes there. */
    OPS_EMAIL: z.email().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Production: the Secrets Manager secret holding the keys below as JSON. */
    APP_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** Local and tests only: the same secrets straight from the environment. */
    SESSION_KEY: z.string().min(32).optional(),
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Folder of the content catalog's JSON files; in Lambda it is the `content/` folder of the bundle. */
    CONTENT_DIR: z.string().min(1).optional(),
    /** Local only: where the Mercado Pago emulator listens; the SDK's requests are routed there. */
    MERCADOPAGO_API_URL: optionalUrl,
    /** Who answers the tutor chat: the offline engine (local default) or Claude on Bedrock (ADR 0012). */
    TUTOR_PROVIDER: z.enum(['offline', 'bedrock']).default('offline'),
    /** Bedrock model or inference profile id; required when TUTOR_PROVIDER is bedrock. */
    TUTOR_MODEL_ID: z.string().min(1).optional(),
    /** 'on' where the tutor's model caches prompts: the tools and the system prompt are marked cacheable. */
    TUTOR_PROMPT_CACHING: z.enum(['on', 'off']).default('off'),
    /** The stage's Bedrock guardrail (id and version), applied to every tutor call. */
    TUTOR_GUARDRAIL_ID: z.string().min(1).optional(),
    TUTOR_GUARDRAIL_VERSION: z.string().min(1).optional(),
    /**
     * Deployed stages: the token CloudFront adds to every /api/* request it forwards (header
     * x-origin-verify); requests without it reached API Gateway's own address directly and are refused.
     */
    ORIGIN_VERIFY_TOKEN: z.string().min(32).optional(),
    /** The private bucket holding the study booklets (with their answers). */
    BOOKLETS_BUCKET: z.string().min(3).default('ingresa-booklets-local'),
    /** Local only: the server's stand-in for S3, which checks the signed booklet links. */
    S3_ENDPOINT: optionalUrl,
    /** Local only: a Bedrock-compatible endpoint. */
    BEDROCK_ENDPOINT: optionalUrl,
  })
  .refine((env) => env.TUTOR_PROVIDER !== 'bedrock' || env.TUTOR_MODEL_ID, {
    message: 'TUTOR_MODEL_ID is required when TUTOR_PROVIDER is bedrock',
    path: ['TUTOR_MODEL_ID'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

let cached: Config | undefined;

/** Parses the environment once per cold start and fails fast with every problem listed. */
export function config(): Config {
  if (cached) return cached;
  const result = configSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  cached = result.data;
  return cached;
}

/** Tests that change the environment call this before importing a handler again. */
export function resetConfigForTests(): void {
  cached = undefined;
}
