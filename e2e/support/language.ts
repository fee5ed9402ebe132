import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE_NAME } from '../../common/language.ts';

/** The cookie and localStorage key of the interface language (common/language.ts). */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE_NAME;

/**
 * The English choice as the browser keeps it: the cookie, which the server reads to draw public
 * pages in English. A cookie is not bound to a port, so it reaches every server a test starts.
 */
const englishCookie = (host: string) => ({
  name: LANGUAGE_STORAGE_KEY,
  value: 'en',
  domain: host,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

/**
 * The browser state every test starts from unless it asks otherwise: English, so that the
 * assertions of the specification's English strings hold. A test of the Bengali interface uses
 * `test.use({ storageState: BENGALI })`.
 */
// One file per test run (the runner sets the id before its workers start and they inherit it), so
// two runs on one machine never read each other's server address.
process.env.ROKTOSETU_E2E_RUN ??= randomBytes(4).toString('hex');
export const ENGLISH_STATE_FILE = join(
  tmpdir(),
  `roktosetu-e2e-english-${process.env.ROKTOSETU_E2E_RUN}.json`,
);

/** A fresh browser: no stored choice, so Bengali (the product's default). */
export const BENGALI = { cookies: [], origins: [] };

/** Written by the global setup once the servers' origins are known (one per worker, same host). */
export async function writeEnglishState(origins: string[]) {
  const state = {
    cookies: [englishCookie(new URL(origins[0]!).hostname)],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [{ name: LANGUAGE_STORAGE_KEY, value: 'en' }],
    })),
  };
  await writeFile(ENGLISH_STATE_FILE, JSON.stringify(state));
}

/**
 * English on every origin this page visits: for a test that starts a server of its own (another
 * port, so the run's storage state does not reach it).
 */
export async function englishOnEveryOrigin(page: Page) {
  await page.context().addCookies([englishCookie('127.0.0.1')]);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [LANGUAGE_STORAGE_KEY, 'en'] as const,
  );
}
