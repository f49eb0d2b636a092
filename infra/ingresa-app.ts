import type { App, Environment } from 'aws-cdk-lib';
import { IngresaStack } from './ingresa-stack.ts';
import { addNagChecks } from './nag.ts';
import { DEFAULT_STAGE, stageSettings } from './stage.ts';

export interface IngresaAppOptions {
  env?: Environment;
  /** The built site to upload; omitted, nothing is uploaded. */
  siteContentDir?: string;
}

/** Adds the stage named by the `stage` context (`-c stage=prod`) to the app, with cdk-nag checks. */
export function addIngresa(app: App, options: IngresaAppOptions = {}): IngresaStack {
  const requested: unknown = app.node.tryGetContext('stage');
  const stage = stageSettings(typeof requested === 'string' && requested !== '' ? requested : DEFAULT_STAGE);
  addNagChecks(app);
  return new IngresaStack(app, `Ingresa-${stage.name}`, {
    stage,
    env: options.env,
    siteContentDir: options.siteContentDir,
  });
}
