import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILES, apiTypesOf } from '../../scripts/api-types.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { OPENAPI_PATH } from './api-docs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the generated contract', () => {
  it('is the types of the document this server serves (else run npm run api:types and commit)', async () => {
    const document = (await t.inject({ url: OPENAPI_PATH })).json() as object;
    const types = await apiTypesOf(document);
    for (const file of API_TYPES_FILES) {
      const committed = await readFile(file, 'utf8');
      expect(committed === types, `${file} is stale: run npm run api:types`).toBe(true);
    }
  });

  it("the SDK README's regenerate command, run as written in a copy of the SDK folder, writes the committed sdk/schema.d.ts", async () => {
    const readme = await readFile('sdk/README.md', 'utf8');
    const command = /`(npx tsx generate\.ts https:\/\/your-server\/api\/openapi\.json)`/.exec(
      readme,
    )?.[1];
    expect(command, 'the README gives the command').toBeDefined();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Inside the repository, so that the copy finds the packages the SDK lists.
    const copy = path.resolve(`tmp/sdk-readme-${process.pid}`);
    await mkdir(copy, { recursive: true });
    try {
      await copyFile('sdk/generate.ts', path.join(copy, 'generate.ts'));
      const [npx, ...args] = command!.replace('https://your-server', base).split(' ');
      await promisify(execFile)(npx!, args, { cwd: copy });
      expect(await readFile(path.join(copy, 'schema.d.ts'), 'utf8')).toBe(
        await readFile('sdk/schema.d.ts', 'utf8'),
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
