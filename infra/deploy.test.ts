import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_HOSTED_ZONE_ID } from '../shared/site-settings.ts';
import { deployCommands } from './deploy.ts';
import { stageSettings } from './stage.ts';
import { StageNameError } from './stage-names.ts';

describe('npm run deploy', () => {
  it('deploys the stage it builds the site for, passing other options to cdk deploy', () => {
    expect(deployCommands(['--stage=qa', '--require-approval=never'])).toEqual({
      stage: 'qa',
      cdkArgs: ['deploy', '--all', '--no-notices', '-c', 'stage=qa', '--require-approval=never'],
    });
  });

  it('deploys the default stage when none is named', () => {
    expect(deployCommands([]).stage).toBe('dev');
  });

  it('refuses a stage given to cdk directly, which the site build would not see', () => {
    expect(() => deployCommands(['-c', 'stage=qa'])).toThrow(/--stage=/);
    expect(() => deployCommands(['--context', 'stage=qa'])).toThrow(/--stage=/);
  });

  it('refuses a stage name that cannot be one', () => {
    expect(() => deployCommands(['--stage=Prod'])).toThrow(StageNameError);
  });

  it('refuses a stage whose hosted zone is still the placeholder, and takes a real one', () => {
    const withZone = (hostedZoneId: string) => (name: string) => ({
      ...stageSettings(name),
      domain: { name: 'ejemplo.test', hostedZoneId },
    });
    expect(() => deployCommands(['--stage=qa'], withZone(PLACEHOLDER_HOSTED_ZONE_ID))).toThrow(
      /placeholder hosted zone/,
    );
    expect(deployCommands(['--stage=qa'], withZone('Z0123456789ABCDEFGHIJ')).stage).toBe('qa');
  });
});
