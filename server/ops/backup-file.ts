import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';

/** The lines of a backup file, read as a stream (a large file never sits in memory whole). */
export function backupLines(file: string): AsyncIterable<string> {
  return createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
}

/** The last non-empty line of a file, read from its end. */
export async function readLastLine(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 4096);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    return lines.at(-1) ?? '';
  } finally {
    await handle.close();
  }
}
