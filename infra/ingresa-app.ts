import type { App } from 'aws-cdk-lib';
import { EdgeStack } from './edge-stack.ts';
import { IngresaStack } from './ingresa-stack.ts';
import { MonitoringStack } from './monitoring.ts';
import { addNagChecks } from './nag.ts';
import { DEFAULT_STAGE, type StageSettings, stageSettings } from './stage.ts';

export interface IngresaAppOptions {
  /** The AWS account to deploy to; omitted, the stacks are account-agnostic (tests, offline synth). */
  account?: string;
  /** The built site to upload; omitted, nothing is uploaded. */
  siteContentDir?: string;
}

/** The three stacks of a stage. */
export interface IngresaStacks {
  /** `Ingresa-<stage>`, in the stage's region: site, API, data, mail. */
  main: IngresaStack;
  /** `Ingresa-<stage>-edge`, in us-east-1: the web ACL and certificate CloudFront requires there. */
  edge: EdgeStack;
  /** `Ingresa-<stage>-monitoring`, in the stage's region: alarms, dashboard, budget. */
  monitoring: MonitoringStack;
}

/**
 * Adds the stage named by the `stage` context (`-c stage=prod`) to the app, with cdk-nag checks: the
 * edge stack first (the distribution needs its web ACL and certificate), the main stack in the stage's
 * region, and the monitoring stack that watches it. The web ACL's and the certificate's ARNs cross
 * regions through CDK's cross-region references (ADR 0038, ADR 0061).
 */
export function addIngresa(app: App, options: IngresaAppOptions = {}): IngresaStacks {
  const stage = stageOf(app);
  addNagChecks(app);
  const account = options.account ? { account: options.account } : {};
  const edge = new EdgeStack(app, `Ingresa-${stage.name}-edge`, { stage, env: account });
  const main = new IngresaStack(app, `Ingresa-${stage.name}`, {
    stage,
    env: { ...account, region: stage.region },
    crossRegionReferences: true,
    siteContentDir: options.siteContentDir,
    webAclArn: edge.webAcl.attrArn,
    ...(edge.certificate ? { certificateArn: edge.certificate.certificateArn } : {}),
  });
  const monitoring = new MonitoringStack(app, `Ingresa-${stage.name}-monitoring`, {
    stage,
    env: { ...account, region: stage.region },
    httpApi: main.api.httpApi,
  });
  return { main, edge, monitoring };
}

/** The stage named by the `stage` context (`-c stage=prod`; cdk.json's default otherwise). */
export function stageOf(app: App): StageSettings {
  const requested: unknown = app.node.tryGetContext('stage');
  return stageSettings(typeof requested === 'string' && requested !== '' ? requested : DEFAULT_STAGE);
}
