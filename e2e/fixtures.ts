import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** The WCAG 2.2 AA rule set every page of the shop is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe-core found accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * `visit(url)` opens a page and runs axe-core on it: journeys navigate with it, so that every page they visit is
 * checked for accessibility.
 */
export const test = base.extend<{ visit: (url: string) => Promise<Response | null> }>({
  visit: async ({ page }, use) => {
    await use(async (url) => {
      const response = await page.goto(url);
      await expectAccessible(page);
      return response;
    });
  },
});

export { expect };
