import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { EdgeStack } from '../../infra/edge-stack.ts';
import { repoRoot } from '../../infra/handlers.ts';
import { addIngresa } from '../../infra/ingresa-app.ts';
import type { IngresaStack } from '../../infra/ingresa-stack.ts';
import type { MonitoringStack } from '../../infra/monitoring.ts';
import { DEFAULT_STAGE } from '../../infra/stage.ts';

export interface SynthesizedStage {
  app: App;
  /** The main stack (`Ingresa-<stage>`) and its template. */
  stack: IngresaStack;
  template: Template;
  /** `Ingresa-<stage>-edge`, in us-east-1: the web ACL. */
  edge: EdgeStack;
  edgeTemplate: Template;
  /** `Ingresa-<stage>-monitoring`: alarms, dashboard, budget. */
  monitoring: MonitoringStack;
  monitoringTemplate: Template;
}

/** cdk.json's context (feature flags, default stage), so tests synthesize what `cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8'));
  if (typeof cdkJson === 'object' && cdkJson !== null && 'context' in cdkJson) {
    const { context } = cdkJson;
    if (typeof context === 'object' && context !== null) return { ...context };
  }
  return {};
}

export interface SynthOptions {
  stage?: string;
  siteContentDir?: string;
}

const cache = new Map<string, SynthesizedStage>();

/**
 * Builds a stage the way infra/app.ts does, without bundling Lambda code (asset bundling is slow).
 * Synthesis runs the cdk-nag plugin and throws on any unacknowledged finding.
 */
export function synthStage(options: SynthOptions = {}): SynthesizedStage {
  const key = JSON.stringify([options.stage ?? DEFAULT_STAGE, options.siteContentDir ?? null]);
  const cached = cache.get(key);
  if (cached) return cached;
  const app = new App({
    context: {
      ...cdkJsonContext(),
      ...(options.stage ? { stage: options.stage } : {}),
      'aws:cdk:bundling-stacks': [],
    },
  });
  const { main, edge, monitoring } = addIngresa(app, { siteContentDir: options.siteContentDir });
  const synthesized = {
    app,
    stack: main,
    template: Template.fromStack(main),
    edge,
    edgeTemplate: Template.fromStack(edge),
    monitoring,
    monitoringTemplate: Template.fromStack(monitoring),
  };
  cache.set(key, synthesized);
  return synthesized;
}
