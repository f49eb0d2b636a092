import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, config, resetConfigForTests } from './config.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('config', () => {
  it('fails fast naming every missing or malformed variable', () => {
    delete process.env.TABLE_NAME;
    process.env.SITE_URL = 'not a url';
    resetConfigForTests();
    expect(() => config()).toThrow(ConfigError);
    expect(() => config()).toThrow(/TABLE_NAME.*SITE_URL|SITE_URL.*TABLE_NAME/);
  });

  it('applies defaults and treats empty endpoints as absent', () => {
    process.env.TABLE_NAME = 't';
    process.env.DYNAMODB_ENDPOINT = '';
    resetConfigForTests();
    expect(config()).toMatchObject({ TABLE_NAME: 't', STAGE: 'local', DYNAMODB_ENDPOINT: undefined });
  });

  it('runs the tutor offline unless Bedrock is chosen, and then wants a model id', () => {
    process.env.TABLE_NAME = 't';
    delete process.env.TUTOR_PROVIDER;
    resetConfigForTests();
    expect(config().TUTOR_PROVIDER).toBe('offline');
    process.env.TUTOR_PROVIDER = 'bedrock';
    resetConfigForTests();
    expect(() => config()).toThrow(/TUTOR_MODEL_ID/);
    process.env.TUTOR_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
    resetConfigForTests();
    expect(config()).toMatchObject({ TUTOR_PROVIDER: 'bedrock' });
  });
});

describe('db', () => {
  it('makes the DynamoDB client once per container', async () => {
    process.env.TABLE_NAME = 't';
    resetConfigForTests();
    const { db } = await import('./data/client.ts');
    expect(db()).toBe(db());
  });
});
