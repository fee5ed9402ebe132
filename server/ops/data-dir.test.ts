import { spawn } from 'node:child_process';
import { chmod, lstat, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../paths.ts';
import {
  DataDirInUseError,
  lockDataDir,
  lockFilePath,
  makePrivate,
  processStartTime,
} from './data-dir.ts';
import { writeOperatorFile } from './operator-file.ts';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Runs a project script as its own process under umask 000 (anything it creates is 0666 unless it says otherwise). */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', 'umask 000 && exec "$0" "$@"', TSX, script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Every folder and file under dir with its permission bits. */
async function modes(dir: string): Promise<Map<string, { dir: boolean; mode: number }>> {
  const all = new Map<string, { dir: boolean; mode: number }>();
  const walk = async (target: string) => {
    const s = await lstat(target);
    if (s.isSymbolicLink()) return;
    all.set(path.relative(dir, target) || '.', { dir: s.isDirectory(), mode: s.mode & 0o777 });
    if (s.isDirectory())
      for (const name of await readdir(target)) await walk(path.join(target, name));
  };
  await walk(dir);
  return all;
}

const made: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-datadir-'));
  made.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the data folder is private', () => {
  it('a fresh data folder and a backup are readable by their user only, even under umask 000', async () => {
    const parent = await tempDir();
    const dataDir = path.join(parent, 'data');
    const migrated = await run('scripts/migrate.ts', [], { DATA_DIR: dataDir });
    expect(migrated.err).toBe('');
    expect(migrated.code).toBe(0);

    const found = await modes(dataDir);
    expect(found.size).toBeGreaterThan(100);
    const open = [...found].filter(([, f]) => f.mode !== (f.dir ? 0o700 : 0o600));
    expect(open).toEqual([]);
    // The lock is released when the script ends.
    expect([...found.keys()]).not.toContain('roktosetu.lock');

    const file = path.join(parent, 'backup.sql');
    const backup = await run('scripts/backup.ts', [file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('an installation made before this rule is tightened when it is next opened', async () => {
    const dataDir = await tempDir();
    await chmod(dataDir, 0o755);
    await writeFile(path.join(dataDir, 'old.txt'), 'x', { mode: 0o644 });
    await chmod(path.join(dataDir, 'old.txt'), 0o666);
    await makePrivate(dataDir);
    const found = await modes(dataDir);
    expect(found.get('.')?.mode).toBe(0o700);
    expect(found.get('old.txt')?.mode).toBe(0o600);
  });
});

describe('one process per data folder', () => {
  it('a second process on a live data folder refuses to start, naming the running one', async () => {
    const dataDir = await tempDir();
    const release = await lockDataDir(dataDir);
    try {
      await writeOperatorFile(dataDir, {
        url: 'http://127.0.0.1:45678',
        token: 't',
        pid: process.pid,
      });
      const server = await run('server/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: '0',
        SERVE_WEB: 'false',
      });
      expect(server.code).not.toBe(0);
      expect(server.err).toContain(`pid ${process.pid}`);
      expect(server.err).toContain('http://127.0.0.1:45678');
      const migrate = await run('scripts/migrate.ts', [], { DATA_DIR: dataDir });
      expect(migrate.code).not.toBe(0);
      expect(migrate.err).toContain(`pid ${process.pid}`);
      // Within one process too: a second open of the same folder is refused.
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await release();
    }
    // Released: the next one gets it.
    await (
      await lockDataDir(dataDir)
    )();
  }, 60_000);

  it('a stale lock from a killed process does not block', async () => {
    const dataDir = await tempDir();
    // One process (the tsx command would start node as a child of its own).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/hold-lock.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      });
      child.on('error', reject);
      child.on('exit', () => reject(new Error('the lock holder ended early')));
    });
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use/);
    const gone = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    const release = await lockDataDir(dataDir);
    await release();
  }, 30_000);

  it('a lock whose pid now belongs to another process (after a restart) is stale', async () => {
    const dataDir = await tempDir();
    const started = processStartTime(process.pid);
    expect(started).not.toBeNull();
    await writeFile(
      lockFilePath(dataDir),
      JSON.stringify({
        pid: process.ppid,
        started: '1',
        command: 'node old',
        since: 'then',
        id: 'x',
      }),
    );
    const release = await lockDataDir(dataDir);
    await release();
  });
});
