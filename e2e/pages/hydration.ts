import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has hydrated this DOM node: it then holds the props React reads its handlers from. */
const isHydratedNode = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/**
 * Waits until the page answers the shopper's input (a click before hydration does nothing): the root marks
 * `<html data-hydrated>`, and, when an element is given, React has hydrated that element too (a part in a chunk of
 * its own, such as a page's content blocks, hydrates after the root).
 */
export async function waitUntilHydrated(page: Page, element?: Locator): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  if (!element) return;
  await element.waitFor({ state: 'attached' });
  await expect
    .poll(() => element.evaluate(isHydratedNode, undefined, { timeout: 1000 }).catch(() => false), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}
