import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screenDrawn } from './support/layout.ts';

/**
 * axe-core (the engine behind Lighthouse's accessibility score) on every public page, at phone
 * size and at laptop size (where the top bar's links are shown).
 */
const PUBLIC_PAGES = ['/', '/aboutUs', '/contact', '/donorRegistration', '/leaderBoard', '/login'];

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} at ${size.width}x${size.height} has no accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      await screenDrawn(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}
