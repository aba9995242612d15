import { expect, storeUrl, test } from './fixtures';

/**
 * Back to a listing already seen, with the connection gone: the listing is shown as it was, with
 * only the "you are offline" message; no error page ("something went wrong on our side").
 */
for (const store of ['de-de', 'fr-be'] as const) {
  test(`${store}: going back offline keeps the visited listing and says only that the shopper is offline`, async ({
    page,
    context,
  }) => {
    await page.goto(storeUrl(store, '/products/'));
    const main = page.getByRole('main');
    const title = await main.getByRole('heading', { level: 1 }).textContent();
    const firstTile = main.getByRole('article').first();
    const productName = (await firstTile.getByRole('heading').first().textContent())?.trim() ?? '';
    // A client navigation to the product (the router keeps the listing's data): after hydration.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await firstTile.getByRole('link').first().click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(productName);

    await context.setOffline(true);
    await expect(page.getByRole('status')).toContainText(/offline|hors ligne/i);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(main.getByRole('article').first()).toBeVisible();
    // Give a failing reload its time to show an error, then check that none came.
    await page.waitForTimeout(1500);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(page.getByRole('button', { name: /erneut|réessayer|try again/i })).toHaveCount(0);
    await context.setOffline(false);
  });
}
