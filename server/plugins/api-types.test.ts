import { readFile } from 'node:fs/promises';
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
});
