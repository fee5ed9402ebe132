import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from '../../scripts/api-types.ts';
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
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    expect(committed === (await apiTypesOf(document)), `${API_TYPES_FILE} is stale: run npm run api:types`).toBe(true);
  });
});
