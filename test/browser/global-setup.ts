import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { failOnRefusedDataCalls, LOCAL_TABLE_NAME, startStackOnFreePorts } from '../../infra/local/stack.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { buildSite } from '../../web/build.ts';
import { siteManifestFileFor } from '../../web/site-manifest.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    sesEndpoint: string;
    dynamoDbEndpoint: string;
    tableName: string;
    siteDir: string;
  }
}

/** Builds the real site and starts the whole local stack (in-memory DynamoDB Local) on free ports. */
export default async function setup(project: TestProject) {
  const siteDir = path.join(import.meta.dirname, '..', '..', 'build', `web-test-${process.pid}`);
  await buildSite({ quiet: true, outDir: siteDir });
  const stack = await startStackOnFreePorts({
    logLevel: 'warn',
    staticDir: siteDir,
  });
  project.provide('baseUrl', stack.url);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('dynamoDbEndpoint', stack.dynamoDbEndpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  project.provide('siteDir', siteDir);
  return async () => {
    await stack.stop();
    // The build writes the booklets and its manifest beside the site.
    for (const written of [siteDir, bookletsDirFor(siteDir), siteManifestFileFor(siteDir)]) {
      await rm(written, { recursive: true, force: true });
    }
    failOnRefusedDataCalls();
  };
}
