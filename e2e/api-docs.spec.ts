import { expect, test } from '@playwright/test';

test('the API reference page shows the routes, with who may call them, from this server only', async ({ page }) => {
  const origin = new URL(process.env.BASE_URL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) foreign.push(url);
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/api/docs');
  const registration = page.locator('.opblock').filter({ hasText: '/api/donor-request' }).first();
  await expect(registration).toBeVisible();
  await registration.locator('.opblock-summary').click();
  await expect(registration.getByText('Who may call:')).toBeVisible();
  expect(foreign).toEqual([]);
  expect(blocked, blocked.join('\n')).toEqual([]);
});
