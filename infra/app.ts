import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, App } from 'aws-cdk-lib';
import { type PublishedSite, publishedSite } from '../shared/site-settings.ts';
import { readSiteManifest } from '../web/site-manifest.ts';
import { repoRoot } from './handlers.ts';
import { addIngresa, stageOf } from './ingresa-app.ts';

const app = new App();
const siteDir = path.join(repoRoot, 'build', 'web');
const hasSite = existsSync(siteDir);
// Regions come from the stage's settings (infra/stage.ts), not from the CLI's profile.
const { main } = addIngresa(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  siteContentDir: hasSite ? siteDir : undefined,
});
if (hasSite) {
  // A site built for another stage names the wrong address in its canonical URLs, sitemap and robots.txt.
  const stage = stageOf(app).name;
  const built = readSiteManifest(siteDir).site;
  const expected = publishedSite(stage);
  if (built.url !== expected.url || built.indexable !== expected.indexable) {
    Annotations.of(main).addWarningV2(
      'ingresa:site-built-for-another-stage',
      `build/web was built for ${describe(built)}, but stage "${stage}" publishes ${describe(expected)}: ` +
        `deploy with \`npm run deploy -- --stage=${stage}\`, which builds the site for the stage first.`,
    );
  }
} else {
  Annotations.of(main).addWarningV2(
    'ingresa:site-not-built',
    'build/web does not exist, so the site is not uploaded: deploy with `npm run deploy -- --stage=<stage>`, ' +
      'which builds it first.',
  );
}
app.synth();

function describe(site: PublishedSite): string {
  return site.indexable ? site.url : `${site.url} with crawlers turned away`;
}
