import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local channel between a running server on the embedded database and the operator's
 * commands: the server writes where it listens and its random operator token into DATA_DIR,
 * readable by the same system user only (mode 600), and removes the file when it stops.
 */
export interface OperatorFile {
  url: string;
  token: string;
  pid: number;
}

const NAME = 'operator.json';

export const operatorFilePath = (dataDir: string) => path.resolve(dataDir, NAME);

export async function writeOperatorFile(dataDir: string, info: OperatorFile): Promise<void> {
  const target = operatorFilePath(dataDir);
  // Written under a new name with its mode set at creation, then renamed over the old one, so
  // the token is never readable by others, not even for a moment.
  const temporary = `${target}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  await rename(temporary, target);
}

export async function removeOperatorFile(dataDir: string, pid = process.pid): Promise<void> {
  const current = await readOperatorFile(dataDir);
  if (current?.pid === pid) await rm(operatorFilePath(dataDir), { force: true });
}

export async function readOperatorFile(dataDir: string): Promise<OperatorFile | null> {
  try {
    const parsed = JSON.parse(
      await readFile(operatorFilePath(dataDir), 'utf8'),
    ) as Partial<OperatorFile>;
    if (
      typeof parsed.url !== 'string' ||
      typeof parsed.token !== 'string' ||
      typeof parsed.pid !== 'number'
    ) {
      return null;
    }
    return { url: parsed.url, token: parsed.token, pid: parsed.pid };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the file still runs (a crashed server leaves a stale file). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
