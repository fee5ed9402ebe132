import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client.ts';
import { auditEvents } from './db/schema.ts';
import { freshDatabase, serverUrl, TEMPLATE_DIR } from './test/database.ts';

/**
 * The real server process (server/main.ts through tsx) on its own database and a free port:
 * failed sign-ins counted in memory are written when it is told to stop, before the database
 * closes, and it exits 0, even when one of them carried a value the database would refuse.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('stopping the server', () => {
  it(
    'writes the failed sign-ins of the open window at SIGTERM and exits 0',
    { timeout: 180_000 },
    async () => {
      let env: Record<string, string>;
      let reopen: () => Promise<Database>;
      const pg = serverUrl();
      if (pg) {
        const fresh = await freshDatabase();
        cleanups.push(fresh.drop);
        env = { DATABASE_URL: fresh.url! };
        reopen = async () => fresh.database;
      } else {
        const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-shutdown-'));
        await cp(TEMPLATE_DIR, dir, { recursive: true });
        cleanups.push(() => rm(dir, { recursive: true, force: true }));
        env = { DATA_DIR: dir };
        reopen = async () => {
          const database = await openDatabase({ dataDir: dir });
          cleanups.unshift(() => database.close());
          return database;
        };
      }

      const port = await freePort();
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          ...env,
          HOST: '127.0.0.1',
          PORT: String(port),
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          DEMO: 'false',
          SERVE_WEB: 'false',
          AUTH_SECRET: 'shutdown-test-secret-shutdown-test-secret',
          PUBLIC_URL: 'http://localhost:3000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      cleanups.unshift(async () => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });

      const url = `http://127.0.0.1:${port}`;
      for (let started = Date.now(); ;) {
        expect(child.exitCode, output).toBeNull();
        const up = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        expect(Date.now() - started, output).toBeLessThan(150_000);
        await new Promise((r) => setTimeout(r, 250));
      }

      const signIn = (body: string) =>
        fetch(`${url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body,
        });
      for (let i = 0; i < 2; i++)
        expect(
          (await signIn('{"email":"alice@example.com","password":"wrong-password-1"}')).status,
        ).toBe(401);
      // Refused at the door (a NUL and a lone surrogate), but still failed sign-ins of those addresses.
      expect(
        (await signIn('{"email":"bad\\u0000name@example.com","password":"wrong-password-1"}'))
          .status,
      ).toBe(400);
      expect(
        (await signIn('{"email":"half\\ud800@example.com","password":"wrong-password-1"}')).status,
      ).toBe(400);
      expect(
        (await signIn('{"email":"bob@example.com","password":"wrong-password-1"}')).status,
      ).toBe(401);

      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(output).not.toContain('shutdown failed');

      const database = await reopen();
      const failed = await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'signInFailed'));
      const byEmail = Object.fromEntries(
        failed.map((e) => [e.actorEmail, (e.changes as { count: number }).count]),
      );
      expect(byEmail).toEqual({
        'alice@example.com': 2,
        'bob@example.com': 1,
        'bad\ufffdname@example.com': 1,
        'half\ufffd@example.com': 1,
      });
    },
  );
});
