import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'roktosetu-e2e-'));
}

export interface RunningServer {
  url: string;
  logs: () => string;
  stop: () => Promise<number | null>;
}

/**
 * How long a server on a fresh database may take to answer its health check. A first start
 * migrates the database and loads the geography before it listens: a few seconds on an idle
 * machine, but on a busy one (CI right after a submission, beside other test runs) more than the
 * minute and a half once allowed here, which failed tests whose server was only slow. Tests that
 * start servers of their own give their own timeout room for this.
 */
export const FIRST_START_TIMEOUT = 240_000;

/**
 * Starts the built server (npm run build first) as a real process on a free port, and waits until
 * it answers its health check (or has exited, or `timeoutMs` has passed).
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  timeoutMs = FIRST_START_TIMEOUT,
): Promise<RunningServer> {
  port ??= await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    logs: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
