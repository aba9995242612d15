import type { Page } from '@playwright/test';
import { expect, expectAccessible, storeUrl, test } from './fixtures';

/** Presses Tab until the focused element matches `selector` (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a shopper navigates by keyboard: into a flyout, down to a third-level link, and out with Escape', async ({
    page,
    visit,
  }) => {
    test.slow(); // two axe runs on the home page and many key presses
    await visit(storeUrl('en'));
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'For her' })).toHaveAttribute('aria-current', 'true');
    await expect(navigation.getByRole('link', { name: 'For him' })).not.toHaveAttribute('aria-current');

    await tabTo(page, 'nav[aria-label="Main"] [data-flyout-button]');
    const flyoutButton = page.locator(':focus');
    await expect(flyoutButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(flyoutButton).toHaveAttribute('aria-expanded', 'true');
    const flyout = page.locator(`#${await flyoutButton.getAttribute('aria-controls')}`);
    await expect(flyout).toBeVisible();
    // The open flyout passes axe too.
    await expectAccessible(page);

    // Level 2 is a list title, level 3 the links under it.
    await tabTo(page, `[id="${await flyout.getAttribute('id')}"] li li a`);
    await expect(page.locator(':focus')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(flyoutButton).toBeFocused();
    await expect(flyoutButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens and closes the menu, and a route change closes it', async ({ page, visit }) => {
    await visit(storeUrl('en'));
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    const category = menu
      .locator('li li a, li > a')
      .filter({ hasNot: page.locator('[aria-current]') })
      .nth(2);
    const target = await category.getAttribute('href');
    await category.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});
