import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../handlers.ts';

export const pathRewriteFile = path.join(repoRoot, 'infra', 'site', 'path-rewrite.js');

type Rewrite = (event: { request: { uri: string } }) => { uri: string };

/** Loads the CloudFront Function's own source, so local serving and CloudFront share one rule. */
export function loadPathRewrite(): (uri: string) => string {
  const source = readFileSync(pathRewriteFile, 'utf8');
  const rewrite = new Function(`${source}\nreturn handler;`)() as Rewrite;
  return (uri) => rewrite({ request: { uri } }).uri;
}
