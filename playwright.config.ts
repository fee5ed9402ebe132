import { defineConfig, devices } from '@playwright/test';
import { ENGLISH_STATE_FILE } from './e2e/support/language.ts';
import { workerBaseURL } from './e2e/support/servers.ts';

const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: false,
};

/** Specs that save pictures for a person to look at (besides their assertions). */
const SCREENSHOT_SPECS = [
  'changed-screens.spec.ts',
  'donor-link-isolation.spec.ts',
  'invitations.spec.ts',
  'owner-and-devices.spec.ts',
  'owner-sign-in.spec.ts',
  'units.spec.ts',
].map((file) => `**/${file}`);

/** Browser tests against the built app, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two workers, each with a server and a database of its own (e2e/support/global-setup.ts;
  // decisions/043). Files are handed out whole: a file's tests run in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // This worker's own server (e2e/support/servers.ts).
    baseURL: workerBaseURL(),
    // English unless a test asks for Bengali (e2e/support/language.ts): the specification's strings.
    storageState: ENGLISH_STATE_FILE,
    // A trace films every test while it runs (a screenshot per frame and a DOM snapshot per step),
    // about an eighth of the browser run's time. CI keeps only its printed output, so it records
    // none; a local run keeps the trace of a test that failed (npx playwright show-trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Debian's /usr/bin/chromium wrapper adds --enable-gpu-rasterization. With no GPU, that
        // rasterizes in SwiftShader in the GPU process (a quarter of a core through the browser
        // run); with this flag the renderer rasterizes on the CPU itself. Only the certificate
        // shaping test compares pixels, of text, with a tolerance for edge smoothing.
        '--disable-gpu-rasterization',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The specs that take pictures (page.screenshot) run in a project of their own, `screens`, so a
  // run has them once and `--project=screens` runs only them; `npx playwright test` runs both.
  projects: [
    { name: 'phone', testIgnore: SCREENSHOT_SPECS, use: PHONE },
    { name: 'screens', testMatch: SCREENSHOT_SPECS, use: PHONE },
  ],
});
