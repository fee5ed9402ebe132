import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_START_TIMEOUT, startServer, tempDataDir } from './support/server.ts';

/** Runs `npm run <script> -- file` as an operator would, on the embedded database in `dataDir`. */
function npmRun(script: 'backup' | 'restore', file: string, dataDir: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', file],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 240_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** The data lines of a backup (the header's time and source differ between two backups of the same data). */
async function dataLines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => !/^-- (taken-at|source):/.test(line));
}

test('a backup taken while the server runs restores into a new database with the same rows', async () => {
  // Two servers on fresh embedded databases, and three commands.
  test.setTimeout(2 * FIRST_START_TIMEOUT + 120_000);
  const dataDir = await tempDataDir();
  const restoredDir = await tempDataDir();
  const work = await tempDataDir();
  const live = path.join(work, 'live.sql');
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'true', SERVE_WEB: 'false' });
    try {
      // Something of our own, in Bengali, besides the demo rows.
      const created = await fetch(`${server.url}/api/blood-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          patient_name: 'রোগী ব্যাকআপ',
          requested_bloodGroup: 'abNegative',
          date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          blood_quantity: '1',
          donation_place: 'ঢাকা মেডিকেল কলেজ',
          number1: '01711111111',
        }),
      });
      expect(created.status).toBeLessThan(300);

      // The channel: readable by this user only. The server writes it just after it starts to
      // listen, so on a busy machine it may land a moment after the first answer.
      const operatorFile = path.join(dataDir, 'operator.json');
      await expect
        .poll(
          () =>
            stat(operatorFile).then(
              () => true,
              () => false,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      const info = await stat(operatorFile);
      expect(info.mode & 0o777).toBe(0o600);

      const backup = await npmRun('backup', live, dataDir);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('from the running server');

      // The server kept its directory and still serves.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // Restoring over a directory a server holds open is refused.
      const refused = await npmRun('restore', live, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop it first');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // A stopped server leaves no operator file behind.
    await expect(stat(path.join(dataDir, 'operator.json'))).rejects.toThrow();

    const text = await readFile(live, 'utf8');
    expect(text.startsWith('-- roktosetu-backup: 1\n')).toBe(true);
    expect(text).toContain('রোগী ব্যাকআপ');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^-- end: \d+ tables, \d+ rows$/);

    const restore = await npmRun('restore', live, restoredDir);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('restored');

    // With no server running, backup opens the directory itself; the restored copy gives the same rows.
    const again = path.join(work, 'restored.sql');
    const direct = await npmRun('backup', again, restoredDir);
    expect(direct.code, direct.output).toBe(0);
    expect(direct.output).not.toContain('running server');
    expect(await dataLines(again)).toEqual(await dataLines(live));

    // A restored installation starts and serves its data.
    const restored = await startServer({ DATA_DIR: restoredDir, DEMO: 'true', SERVE_WEB: 'false' });
    try {
      expect(restored.logs()).not.toContain('geography seeded from bd-geojs');
      const unions = await (await fetch(`${restored.url}/api/unionsForForm`)).json();
      expect(unions.unions).toHaveLength(4540);
    } finally {
      await restored.stop();
    }
  } finally {
    for (const dir of [dataDir, restoredDir, work]) await rm(dir, { recursive: true, force: true });
  }
});
