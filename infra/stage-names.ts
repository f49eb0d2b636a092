/**
 * A stage's names and region: what `npm run ops` shares with the CDK app (infra/stage.ts) without
 * loading aws-cdk-lib (tsconfig.cdk.json, ADR 0029).
 */

/**
 * São Paulo: the AWS region nearest the students (Argentina), for the API, the table and the functions.
 * CloudFront serves the site from its edge locations whatever the region; its web ACL lives in
 * us-east-1, which CloudFront requires (README, Regions; ADR 0039).
 */
export const DEFAULT_REGION = 'sa-east-1';

export class StageNameError extends Error {}

/** Stage names end up in resource names (`ingresa-<stage>-…`), so they are kept short and DNS-safe. */
export function checkedStageName(name: string): string {
  if (!/^[a-z][a-z0-9-]{0,11}$/.test(name)) {
    throw new StageNameError(
      `Invalid stage "${name}": use 1-12 lowercase letters, digits or hyphens, starting with a letter.`,
    );
  }
  return name;
}

/** Physical-name prefix shared by every named resource of a stage. */
export function resourcePrefix(stage: { name: string }): string {
  return `ingresa-${stage.name}`;
}

/** The table's physical name in a stage: the functions get it as TABLE_NAME, `npm run ops` reads it. */
export function tableNameOf(stage: { name: string }): string {
  return `${resourcePrefix(stage)}-data`;
}
