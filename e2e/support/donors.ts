import { expect, type Page } from '@playwright/test';
import { signIn } from './session.ts';

export { DEMO_ADMIN } from './session.ts';

/** Signs the page in as the demo super admin (see e2e/support/session.ts). */
export const signInAsAdmin = (page: Page) => signIn(page);

/** ASCII digits → Bengali digits (০-৯), as a visitor might type a phone number. */
export const toBengaliDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** A fresh 11-digit phone number for this run. */
export const randomPhone = () => `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Picks the first real option of a select once its options have loaded. */
export async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}
