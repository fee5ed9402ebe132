import { expect, test } from '@playwright/test';

test('the API reference page shows the routes, with who may call them, from this server only', async ({
  page,
}) => {
  const origin = new URL(process.env.BASE_URL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) foreign.push(url);
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      blocked.push(message.text());
  });
  // The reference is drawn in the browser from the API document, fetched after its large script
  // has loaded: on a busy machine that alone can take longer than an assertion waits, so the
  // operations are looked for once the document is in.
  const documentRead = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/docs/json' && res.ok(),
    { timeout: 60_000 },
  );
  await page.goto('/api/docs');
  await documentRead;
  // Each call's line shows its method, path and summary (the route's config.operation).
  const registration = page.getByRole('button', {
    name: /^POST\s*\/api\/donor-request\s*Register as a donor/,
  });
  await expect(registration).toBeVisible();
  await registration.click();
  await expect(page.getByText('Who may call:').first()).toBeVisible();
  expect(foreign).toEqual([]);
  expect(blocked, blocked.join('\n')).toEqual([]);
});
