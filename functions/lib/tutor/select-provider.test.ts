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
    const { OfflineTutorProvider } = await import('./offline/engine.ts');
    expect(await tutorProvider()).toBeInstanceOf(OfflineTutorProvider);
  });

  it('is Bedrock when configured, made once per container', async () => {
    process.env.TUTOR_PROVIDER = 'bedrock';
    process.env.TUTOR_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
    const { tutorProvider } = await import('./select-provider.ts');
    const { BedrockTutorProvider } = await import('./bedrock/bedrock-provider.ts');
    expect(await tutorProvider()).toBeInstanceOf(BedrockTutorProvider);
    expect(await tutorProvider()).toBe(await tutorProvider());
  });

  it('refuses, clearly, to run offline from a Lambda bundle, which leaves the engine out', async () => {
    delete process.env.TUTOR_PROVIDER;
    process.env.INGRESA_BUNDLE = 'lambda';
    const { tutorProvider } = await import('./select-provider.ts');
    await expect(tutorProvider()).rejects.toThrow(/not in Lambda bundles/);
  });
});
