import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * The lines of a backup file, read as a stream: the next chunk is read only when the lines before
 * it have been used, so a large file never sits in memory whole. (readline's own async iterator
 * keeps reading ahead on Node 20 while the consumer is busy, which buffers the whole file.)
 */
export async function* backupLines(file: string): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' }) as AsyncIterable<string>) {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      const line = pending + chunk.slice(start, end);
      pending = '';
      start = end + 1;
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    pending += chunk.slice(start);
  }
  if (pending !== '') yield pending;
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
