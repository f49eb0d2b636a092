import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { failOnRefusedDataCalls, LOCAL_TABLE_NAME, startStackOnFreePorts } from '../../infra/local/stack.ts';
import { subjectIds } from '../../shared/domain/subjects.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { writeTestSite } from '../test-site.ts';

declare module 'vitest' {
  interface ProvidedContext {
    apiUrl: string;
    dynamoDbEndpoint: string;
    sesEndpoint: string;
    mercadoPagoUrl: string;
    tableName: string;
    secrets: Record<string, string>;
  }
}

/**
 * The local stack for the whole integration run: DynamoDB Local in memory, the local SES, the
 * Mercado Pago emulator and the API server (which receives the emulator's webhooks), on free ports.
 */
export default async function setup(project: TestProject) {
  const staticDir = writeTestSite({ 'index.html': '<h1>inicio</h1>', '404.html': '<h1>no está</h1>' });
  // Stand-ins for the booklets with answers, which the build writes beside the site.
  const booklets = path.join(bookletsDirFor(staticDir), 'cuadernillos');
  await mkdir(booklets, { recursive: true });
  for (const subject of subjectIds) {
    await writeFile(path.join(booklets, `${subject}.pdf`), `%PDF-1.7\n% cuadernillo de ${subject}\n`);
  }
  const stack = await startStackOnFreePorts({
    staticDir,
    logLevel: 'silent',
  });
  project.provide('apiUrl', stack.url);
  project.provide('dynamoDbEndpoint', stack.dynamoDbEndpoint);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('mercadoPagoUrl', stack.mercadoPagoUrl);
  project.provide('tableName', LOCAL_TABLE_NAME);
  project.provide('secrets', {
    SESSION_KEY: process.env.SESSION_KEY as string,
    MERCADOPAGO_ACCESS_TOKEN: process.env.MERCADOPAGO_ACCESS_TOKEN as string,
    MERCADOPAGO_WEBHOOK_SECRET: process.env.MERCADOPAGO_WEBHOOK_SECRET as string,
  });
  return async () => {
    await stack.stop();
    failOnRefusedDataCalls();
  };
}
