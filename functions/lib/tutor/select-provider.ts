import { ConfigError, config } from '../config.ts';
import { BedrockTutorProvider } from './bedrock/bedrock-provider.ts';
import type { TutorProvider } from './provider.ts';

let provider: Promise<TutorProvider> | undefined;

/** The configured tutor, made once per container; the offline engine is loaded only when it answers. */
export function tutorProvider(): Promise<TutorProvider> {
  provider ??= make().catch((error: unknown) => {
    provider = undefined;
    throw error;
  });
  return provider;
}

async function make(): Promise<TutorProvider> {
  const {
    TUTOR_PROVIDER,
    TUTOR_MODEL_ID,
    TUTOR_PROMPT_CACHING,
    TUTOR_GUARDRAIL_ID,
    TUTOR_GUARDRAIL_VERSION,
  } = config();
  if (TUTOR_PROVIDER === 'bedrock' && TUTOR_MODEL_ID)
    return new BedrockTutorProvider({
      modelId: TUTOR_MODEL_ID,
      endpoint: config().BEDROCK_ENDPOINT,
      promptCaching: TUTOR_PROMPT_CACHING === 'on',
      ...(TUTOR_GUARDRAIL_ID && TUTOR_GUARDRAIL_VERSION
        ? { guardrail: { id: TUTOR_GUARDRAIL_ID, version: TUTOR_GUARDRAIL_VERSION } }
        : {}),
    });
  // Lambda bundles define INGRESA_BUNDLE as "lambda" (infra/bundling.ts): deployed stages answer with
  // Bedrock, so there this branch is dead and esbuild leaves the engine out of the bundle.
  if (process.env.INGRESA_BUNDLE !== 'lambda') {
    const { OfflineTutorProvider } = await import('./offline/engine.ts');
    return new OfflineTutorProvider();
  }
  throw new ConfigError(
    'The offline tutor is not in Lambda bundles: deployed stages use Bedrock (ADR 0012).',
  );
}
