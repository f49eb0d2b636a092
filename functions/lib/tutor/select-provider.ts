import { config } from '../config.ts';
import { BedrockTutorProvider } from './bedrock.ts';
import { OfflineTutorProvider } from './offline-engine.ts';
import type { TutorProvider } from './provider.ts';

let provider: TutorProvider | undefined;

/** The configured tutor, made once per container. */
export function tutorProvider(): TutorProvider {
  if (provider) return provider;
  const { TUTOR_PROVIDER, TUTOR_MODEL_ID, BEDROCK_ENDPOINT } = config();
  provider =
    TUTOR_PROVIDER === 'bedrock' && TUTOR_MODEL_ID
      ? new BedrockTutorProvider({ modelId: TUTOR_MODEL_ID, endpoint: BEDROCK_ENDPOINT })
      : new OfflineTutorProvider();
  return provider;
}
