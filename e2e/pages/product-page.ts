import type { Locator, Page } from '@playwright/test';
import { storeUrl } from '../fixtures';
import { SizeChooser } from './cart';
import { waitUntilHydrated } from './hydration';

/** A product page (`/{url}`): its size button, its add button and the size dialog they open. */
export class ProductPage {
  readonly sizeButton: Locator;
  readonly addToCartButton: Locator;
  readonly sizes: SizeChooser;

  constructor(readonly page: Page) {
    this.sizeButton = page.getByRole('button', { name: 'Select your size' });
    this.addToCartButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    this.sizes = new SizeChooser(page);
  }

  async open(visit: (url: string) => Promise<unknown>, store: string, url: string) {
    await visit(storeUrl(store, `/${url}`));
  }

  /** Opens the size dialog with the size button. */
  async openSizes() {
    await waitUntilHydrated(this.page, this.sizeButton);
    await this.sizeButton.click();
  }

  /** Presses "Add to cart": without a chosen size it opens the size dialog, a one-size product goes in at once. */
  async addToCart() {
    await waitUntilHydrated(this.page, this.addToCartButton);
    await this.addToCartButton.click();
  }
}
