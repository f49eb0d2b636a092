import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionDefinition } from '../../../shared/api/route-definition.ts';
import {
  actingAs,
  addDeclaredDataCheck,
  checksDeclaredData,
  refusedDataCalls,
  UndeclaredDataAccessError,
} from './least-privilege.ts';

/** A document client with the check, whose calls stop before the network and are recorded. */
function checkedClient() {
  const sent: string[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9',
    credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
  });
  addDeclaredDataCheck(client.middlewareStack);
  client.middlewareStack.add(
    () => async () => {
      await sleep(5);
      sent.push('sent');
      return { output: { $metadata: {} }, response: {} };
    },
    { step: 'build', name: 'stopBeforeTheNetwork' },
  );
  return { documents: DynamoDBDocumentClient.from(client), sent };
}

const profileReader = {
  name: 'reads-profile',
  access: 'session',
  data: { reads: ['user'], writes: [] },
} as const satisfies FunctionDefinition & { access: 'session' };
const sessionOnly = {
  name: 'session-only',
  access: 'session',
  data: { reads: [], writes: [] },
} as const satisfies FunctionDefinition & { access: 'session' };

const TableName = 'unit-tests';
const getProfile = new GetCommand({ TableName, Key: { pk: 'USER#u1', sk: 'PROFILE' } });
const getSession = new GetCommand({ TableName, Key: { pk: 'SESSION#h', sk: 'SESSION' } });

describe('the local least-privilege check', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a function touch what it declares and what its access level implies', async () => {
    const { documents, sent } = checkedClient();
    await actingAs(profileReader, () => documents.send(getProfile))();
    await actingAs(sessionOnly, () => documents.send(getSession))();
    expect(sent).toEqual(['sent', 'sent']);
  });

  it('refuses an undeclared read before it leaves the process, naming the function and the entity', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { documents, sent } = checkedClient();
    const refusal = actingAs(sessionOnly, () => documents.send(getProfile))();
    await expect(refusal).rejects.toThrow(UndeclaredDataAccessError);
    await expect(refusal).rejects.toThrow(
      /^session-only reads user \(GetItem\) without declaring it: add it to data\.reads .*may read: session\)$/,
    );
    expect(sent).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('session-only reads user'));
    expect(refusedDataCalls().at(-1)).toMatch(/^session-only reads user/);
  });

  it('refuses a write the function only reads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { documents } = checkedClient();
    const put = new PutCommand({ TableName, Item: { pk: 'USER#u1', sk: 'PROFILE' } });
    await expect(actingAs(profileReader, () => documents.send(put))()).rejects.toThrow(
      /^reads-profile writes user \(PutItem\) without declaring it: add it to data\.writes .*may write: session\)$/,
    );
  });

  it('keeps concurrent invocations of different functions apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { documents } = checkedClient();
    const asReader = actingAs(profileReader, async () => {
      await sleep(1);
      return documents.send(getProfile);
    });
    const asOther = actingAs(sessionOnly, async () => {
      await sleep(1);
      return documents.send(getProfile);
    });
    const results = await Promise.allSettled([asReader(), asOther(), asReader(), asOther()]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
  });

  it('does not check calls made outside any function (test setup, scripts)', async () => {
    const { documents, sent } = checkedClient();
    await documents.send(getProfile);
    expect(sent).toEqual(['sent']);
  });

  it('is on only for the local and test stages, and never inside Lambda', () => {
    expect(checksDeclaredData('local')).toBe(true);
    expect(checksDeclaredData('test')).toBe(true);
    expect(checksDeclaredData('prod')).toBe(false);
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'ingresa-dev-health');
    try {
      expect(checksDeclaredData('local')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
