import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { PLACEHOLDER_HOSTED_ZONE_ID } from '../shared/site-settings.ts';
import { DEFAULT_STAGE, type StageSettings, stageSettings } from './stage.ts';

/**
 * `npm run deploy -- --stage=prod [cdk deploy options]`: builds the site for the stage (its address
 * goes into the canonical URLs, the sitemap and robots.txt; shared/site-settings.ts), then deploys the
 * stage's three stacks with that same stage, so the two can never disagree (ADR 0061).
 */
export function deployCommands(
  args: readonly string[],
  settingsOf: (name: string) => StageSettings = stageSettings,
): { stage: string; cdkArgs: string[] } {
  const stageArg = args.find((arg) => arg.startsWith('--stage='));
  const cdkArgs = args.filter((arg) => arg !== stageArg);
  if (
    cdkArgs.some(
      (arg, index) => /^stage=/.test(arg) && ['-c', '--context'].includes(cdkArgs[index - 1] ?? ''),
    )
  )
    throw new Error('Name the stage with --stage=<name>: the site is built for it and cdk deploy gets it.');
  const stage = settingsOf(stageArg?.slice('--stage='.length) || DEFAULT_STAGE);
  if (stage.domain?.hostedZoneId === PLACEHOLDER_HOSTED_ZONE_ID) {
    throw new Error(
      `Stage "${stage.name}" still names the placeholder hosted zone of ${stage.domain.name}: put the real ` +
        'zone id in shared/site-settings.ts before deploying it.',
    );
  }
  return {
    stage: stage.name,
    cdkArgs: ['deploy', '--all', '--no-notices', '-c', `stage=${stage.name}`, ...cdkArgs],
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { stage, cdkArgs } = deployCommands(process.argv.slice(2));
  console.log(`Building the site for stage "${stage}", then deploying it.`);
  run('npm', ['run', 'build'], { ...process.env, INGRESA_STAGE: stage });
  run('cdk', cdkArgs);
}
