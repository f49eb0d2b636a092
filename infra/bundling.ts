import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One set of esbuild settings for every Lambda: the CDK stack passes them to NodejsFunction and the
 * benchmark builds with them, so the measured bundle is the deployed bundle.
 */
const LAMBDA_NODE_TARGET = 'node24';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** ESM needs `require` for the few CommonJS dependencies that call it. */
const esmRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Module replacements applied when bundling for Lambda (docs/decisions/0005-lambda-credentials-from-env.md). */
const lambdaAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(repoRoot, 'functions', 'lib', 'aws', 'env-credentials.ts'),
  '@aws-sdk/token-providers': path.join(repoRoot, 'functions', 'lib', 'aws', 'env-token.ts'),
};

/** Mutable lists, as esbuild's options type them. */
const mainFields: string[] = ['module', 'main'];
/** Only the local stack routes Mercado Pago through undici (MERCADOPAGO_API_URL); Lambda never loads it. */
const external: string[] = ['undici'];

export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourcemap: 'linked',
  mainFields,
  banner: { js: esmRequireBanner },
  legalComments: 'none',
  alias: lambdaAliases,
  /** Tells code it runs from a Lambda bundle (functions/lib/tutor/select-provider.ts). */
  define: { 'process.env.INGRESA_BUNDLE': '"lambda"' } as Record<string, string>,
  external,
} as const;
