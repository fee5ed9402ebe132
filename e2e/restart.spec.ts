import { expect, test } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { startServer, tempDataDir } from './support/server.ts';

test('data survives a restart and the geography seed runs only once', async () => {
  test.setTimeout(180_000);
  const dataDir = await tempDataDir();
  try {
    const first = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
    expect(first.logs()).toContain('geography seeded from bd-geojs');
    const before = await (await fetch(`${first.url}/api/unionsForForm`)).json();
    expect(await first.stop()).toBe(0); // SIGTERM shuts down cleanly

    const second = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
    try {
      expect(second.logs()).not.toContain('geography seeded from bd-geojs');
      const after = await (await fetch(`${second.url}/api/unionsForForm`)).json();
      expect(after.unions).toHaveLength(4540);
      expect(after).toEqual(before);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
