import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
  vi.resetModules();
});

describe('tutorProvider', () => {
  it('is the offline engine by default', async () => {
    delete process.env.TUTOR_PROVIDER;
    const { tutorProvider } = await import('./select-provider.ts');
    const { OfflineTutorProvider } = await import('./offline-engine.ts');
    expect(tutorProvider()).toBeInstanceOf(OfflineTutorProvider);
  });

  it('is Bedrock when configured, made once per container', async () => {
    process.env.TUTOR_PROVIDER = 'bedrock';
    process.env.TUTOR_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
    const { tutorProvider } = await import('./select-provider.ts');
    const { BedrockTutorProvider } = await import('./bedrock.ts');
    expect(tutorProvider()).toBeInstanceOf(BedrockTutorProvider);
    expect(tutorProvider()).toBe(tutorProvider());
  });
});
