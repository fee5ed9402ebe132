import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readOperatorFile } from './operator-file.ts';

/**
 * The embedded database's folder (DATA_DIR) holds every donor's name and phone, the password
 * hashes and the stored auth secret: only the operator's system user may read it. Folders are
 * 0700 and files 0600 whatever the umask, and one process at a time opens it.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Every entry that opens DATA_DIR or writes a backup calls this first: files the process creates
 * from then on (the database's own, a backup) are readable by its user only.
 */
export function privateUmask(): void {
  process.umask(0o077);
}

/**
 * Creates `dir` (and its parents) as a private folder, then tightens every folder and file
 * inside it: an installation made before this rule (or under a permissive umask) is mended at
 * its next start. Symbolic links are left alone.
 */
export async function makePrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await tighten(dir);
}

async function tighten(target: string): Promise<void> {
  const stat = await lstat(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR) await chmod(target, PRIVATE_DIR);
    for (const name of await readdir(target)) await tighten(path.join(target, name));
  } else if ((stat.mode & 0o777 & ~PRIVATE_FILE) !== 0) {
    await chmod(target, stat.mode & PRIVATE_FILE);
  }
}

/** What a holder writes into the lock file, so that a second process can name it. */
export interface LockHolder {
  pid: number;
  /** The kernel's start time of that process (Linux), to tell a reused pid from the holder. */
  started: string | null;
  command: string;
  since: string;
  /** Random, told apart from another lock of the same process. */
  id: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    address: string | null,
  ) {
    super(
      `${dataDir} is in use by another Roktosetu process (pid ${holder.pid}, ${holder.command}` +
        `${address ? `, serving at ${address}` : ''}, since ${holder.since}). Only one process may ` +
        'open the embedded database at a time: stop that one first (npm run backup asks a ' +
        'running server for the backup instead).',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK = 'roktosetu.lock';

export const lockFilePath = (dataDir: string) => path.resolve(dataDir, LOCK);

/** The start time of a process in clock ticks since boot (field 22 of /proc/PID/stat), or null. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return held.has(holder.id);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs: the holder's own process, unless the pid was given to another one since.
  const started = processStartTime(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

const held = new Set<string>();

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      started: typeof parsed.started === 'string' ? parsed.started : null,
      command: typeof parsed.command === 'string' ? parsed.command : 'unknown command',
      since: typeof parsed.since === 'string' ? parsed.since : 'unknown time',
      id: typeof parsed.id === 'string' ? parsed.id : '',
    };
  } catch {
    return null;
  }
}

function describeCommand(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : 'node';
  return `node ${script}`;
}

/**
 * Takes the folder's lock: a file created with O_EXCL holding this process's pid and start time.
 * A lock whose process is gone (killed, crashed, the machine restarted) is stale and taken over;
 * a live one makes this throw DataDirInUseError, naming the holder and, for a server, its
 * address. Returns the release function (removes the file).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const file = lockFilePath(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    started: processStartTime(process.pid),
    command: describeCommand(),
    since: new Date().toISOString(),
    id: randomBytes(6).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', PRIVATE_FILE);
      try {
        await handle.writeFile(JSON.stringify(me));
      } finally {
        await handle.close();
      }
      held.add(me.id);
      return async () => {
        held.delete(me.id);
        const current = await readHolder(file);
        if (current?.pid === me.pid && current.id === me.id) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    // A lock file without a readable holder is one being written at this moment, or the remains
    // of a process killed between creating and writing it: wait a little before judging it.
    if (holder === null) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if ((await readHolder(file)) !== null) continue;
    } else if (alive(holder)) {
      const server = await readOperatorFile(dataDir);
      throw new DataDirInUseError(dataDir, holder, server?.pid === holder.pid ? server.url : null);
    }
    await rm(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
