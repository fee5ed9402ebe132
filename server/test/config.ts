import { loadConfig, type Config } from '../config.ts';

/** The settings every in-process test server starts from (a fixed secret, the test owner), with `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    OWNER_EMAIL: 'owner@roktosetu.test',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests write the same few phone numbers many times; the phone limit's own tests lower it.
    PUBLIC_WRITE_PHONE_LIMIT: '100000',
    // The guard and contract tests send every route many bodies from one address.
    MONEY_REPORT_LIMIT: '100000',
    ...env,
  });
}
