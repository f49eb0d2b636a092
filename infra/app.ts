import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, App } from 'aws-cdk-lib';
import { repoRoot } from './handlers.ts';
import { addIngresa } from './ingresa-app.ts';

const app = new App();
const siteDir = path.join(repoRoot, 'build', 'web');
const hasSite = existsSync(siteDir);
const stack = addIngresa(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  siteContentDir: hasSite ? siteDir : undefined,
});
if (!hasSite) {
  Annotations.of(stack).addWarningV2(
    'ingresa:site-not-built',
    'build/web does not exist, so the site is not uploaded: run `npm run build` before `npm run deploy`.',
  );
}
app.synth();
