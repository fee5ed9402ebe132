// `npm run backup -- FILE`: writes a backup of DATABASE_URL (or the embedded database in
// DATA_DIR) to FILE, in the portable plain-SQL format of server/ops/backup.ts.
// The embedded database is a directory that a running server holds open; then the backup is
// asked of that server (through the token it leaves in DATA_DIR), otherwise the directory is
// opened here. The file appears only when the backup is complete.
import { createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { OPERATOR_HEADER } from '../server/plugins/access.ts';
import { BackupError, writeBackup } from '../server/ops/backup.ts';
import { readLastLine } from '../server/ops/backup-file.ts';
import { isRunning, readOperatorFile } from '../server/ops/operator-file.ts';
import { PRIVATE_FILE, privateUmask } from '../server/ops/data-dir.ts';

// Files this process creates (the database's, a backup) are readable by its user only.
privateUmask();

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run backup -- FILE');
  process.exit(2);
}

async function fromRunningServer(url: string, token: string, partial: string): Promise<void> {
  const response = await fetch(`${url}/api/operator/backup`, {
    headers: { [OPERATOR_HEADER]: token },
  });
  if (!response.ok || !response.body) {
    throw new BackupError(`the running server refused the backup (HTTP ${response.status})`);
  }
  await pipeline(
    Readable.fromWeb(response.body as ReadableStream),
    createWriteStream(partial, { mode: PRIVATE_FILE }),
  );
}

async function directly(
  partial: string,
  url: string | undefined,
  dataDir: string,
): Promise<string> {
  const database = await openDatabase({ url, dataDir });
  try {
    const out = createWriteStream(partial, { mode: PRIVATE_FILE });
    const summary = await writeBackup(database, out);
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const source = url ? 'from PostgreSQL' : `from ${dataDir} (no server running)`;
    return `${source}, at migration ${summary.migration}`;
  } finally {
    await database.close();
  }
}

const config = loadConfig();
const partial = `${file}.partial`;
try {
  let how: string;
  const server = config.DATABASE_URL ? null : await readOperatorFile(config.DATA_DIR);
  if (server && isRunning(server.pid)) {
    await fromRunningServer(server.url, server.token, partial);
    how = `from the running server (pid ${server.pid})`;
  } else {
    how = await directly(partial, config.DATABASE_URL, config.DATA_DIR);
  }
  const last = await readLastLine(partial);
  if (!last.startsWith('-- end:'))
    throw new BackupError('the backup was cut short (no end line); no file written');
  // Donors' phones and password hashes: readable by this user only, whatever the umask.
  await chmod(partial, PRIVATE_FILE);
  await rename(partial, file);
  console.log(`backup written to ${file}: ${how}; ${last.slice('-- end: '.length)}`);
} catch (error) {
  await rm(partial, { force: true });
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
