import { randomBytes } from 'node:crypto';

/** Builds the template database once per test run, and removes it at the end. */
export default async function setup() {
  process.env.VITEST_RUN_ID ??= randomBytes(4).toString('hex');
  const { createTemplate, dropTemplate } = await import('./database.ts');
  await createTemplate();
  return async () => {
    await dropTemplate();
  };
}
