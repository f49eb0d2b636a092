/**
 * One set of esbuild settings for every Lambda: the CDK stack passes them to NodejsFunction and the
 * benchmark builds with them, so the measured bundle is the deployed bundle.
 */
export const LAMBDA_NODE_TARGET = 'node24';

/** ESM needs `require` for the few CommonJS dependencies that call it. */
export const esmRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourcemap: 'linked',
  mainFields: ['module', 'main'],
  banner: { js: esmRequireBanner },
  legalComments: 'none',
} as const;
