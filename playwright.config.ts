import { defineConfig, devices } from '@playwright/test';
import { ENGLISH_STATE_FILE } from './e2e/support/language.ts';

/** Browser tests against the built app, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    baseURL: process.env.BASE_URL,
    // English unless a test asks for Bengali (e2e/support/language.ts): the specification's strings.
    storageState: ENGLISH_STATE_FILE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false } },
  ],
});
