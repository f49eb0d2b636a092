import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, App } from 'aws-cdk-lib';
import { repoRoot } from './handlers.ts';
import { addIngresa } from './ingresa-app.ts';

const app = new App();
const siteDir = path.join(repoRoot, 'build', 'web');
const hasSite = existsSync(siteDir);
// Regions come from the stage's settings (infra/stage.ts), not from the CLI's profile.
const { main } = addIngresa(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  siteContentDir: hasSite ? siteDir : undefined,
});
if (!hasSite) {
  Annotations.of(main).addWarningV2(
    'ingresa:site-not-built',
    'build/web does not exist, so the site is not uploaded: run `npm run build` before `npm run deploy`.',
  );
}
app.synth();
