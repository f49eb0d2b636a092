import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  localDataPaths,
  preparePrivateDataDir,
  SharedDataDirError,
  writePrivateFile,
} from './private-data.ts';

const modeOf = async (file: string) => (await stat(file)).mode & 0o7777;

describe('the local data folder', () => {
  const made: string[] = [];
  const scratch = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ingresa-private-'));
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('is created for its owner only, with the folder for DynamoDB Local in it', async () => {
    const dataDir = path.join(await scratch(), '.data');
    await preparePrivateDataDir(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(localDataPaths(dataDir).dynamoDb)).toBe(0o700);
  });

  it('takes back what an earlier run left readable to others', async () => {
    const dataDir = await scratch();
    const paths = localDataPaths(dataDir);
    await mkdir(path.join(paths.dynamoDb, 'nested'), { recursive: true });
    const database = path.join(paths.dynamoDb, 'shared-local-instance.db');
    for (const file of [
      database,
      path.join(paths.dynamoDb, 'nested', 'x'),
      paths.secrets,
      paths.mercadoPago,
    ]) {
      await writeFile(file, '{}');
      await chmod(file, 0o644);
    }
    await chmod(paths.dynamoDb, 0o755);
    await chmod(dataDir, 0o755);

    await preparePrivateDataDir(dataDir);

    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(paths.dynamoDb)).toBe(0o700);
    expect(await modeOf(path.join(paths.dynamoDb, 'nested'))).toBe(0o700);
    expect(await modeOf(database)).toBe(0o600);
    expect(await modeOf(paths.secrets)).toBe(0o600);
    expect(await modeOf(paths.mercadoPago)).toBe(0o600);
  });

  it('leaves alone what else the folder holds', async () => {
    const dataDir = await scratch();
    const unrelated = path.join(dataDir, 'notes.txt');
    await writeFile(unrelated, 'mine');
    await chmod(unrelated, 0o644);
    await preparePrivateDataDir(dataDir);
    expect(await modeOf(unrelated)).toBe(0o644);
  });

  it('refuses a folder shared with other users, such as /tmp', async () => {
    const shared = await scratch();
    await chmod(shared, 0o1777);
    await expect(preparePrivateDataDir(shared)).rejects.toThrow(SharedDataDirError);
    expect(await modeOf(shared)).toBe(0o1777);
  });

  it('writes a private file, also over one that was readable to others', async () => {
    const file = path.join(await scratch(), 'local-secrets.json');
    await writeFile(file, 'old');
    await chmod(file, 0o644);
    await writePrivateFile(file, 'new');
    expect(await modeOf(file)).toBe(0o600);
  });
});
