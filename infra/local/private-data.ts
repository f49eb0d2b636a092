import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local data (`.data/`: DynamoDB Local's files, the local secrets, the Mercado Pago emulator's
 * state) holds sessions, e-mail addresses and the session key: only its owner may read it.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Where each part of the local stack keeps its data inside the data folder. */
export function localDataPaths(dataDir: string) {
  return {
    dynamoDb: path.join(dataDir, 'dynamodb'),
    secrets: path.join(dataDir, 'local-secrets.json'),
    mercadoPago: path.join(dataDir, 'mercadopago.json'),
  };
}

export class SharedDataDirError extends Error {
  constructor(readonly dir: string) {
    super(
      `${dir} is a folder shared with other users (like /tmp) and cannot be made private: ` +
        'choose a folder of its own for the local data, e.g. DATA_DIR=.data npm start',
    );
  }
}

/**
 * Creates the data folder for its owner only and takes back what earlier runs left readable to
 * others: the folder itself and the stack's own entries in it (never anything else it may hold).
 */
export async function preparePrivateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((await stat(dataDir)).mode & 0o1000) throw new SharedDataDirError(dataDir);
  await chmod(dataDir, PRIVATE_DIR_MODE);
  const paths = localDataPaths(dataDir);
  await mkdir(paths.dynamoDb, { recursive: true, mode: PRIVATE_DIR_MODE });
  await restrictTree(paths.dynamoDb);
  for (const file of [paths.secrets, paths.mercadoPago]) {
    await chmod(file, PRIVATE_FILE_MODE).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/** A folder of the stack's own: itself and its subfolders 0700, its files 0600. */
async function restrictTree(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await restrictTree(entryPath);
    else if (entry.isFile()) await chmod(entryPath, PRIVATE_FILE_MODE);
  }
}

/** Writes a file only its owner can read, also when it already existed with wider permissions. */
export async function writePrivateFile(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}
