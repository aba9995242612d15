import type { Locator, Page } from '@playwright/test';
import { storeUrl } from '../fixtures';
import { literal } from './text';

/** The size dialog of the cart flow: opened by a tile's add button or the product page's buttons. */
export class SizeChooser {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Select your size' });
  }

  /** A size's button (its name starts with the size, then its state). */
  size(size: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${literal(size)}\\b`) });
  }

  async choose(size: string) {
    await this.size(size).click();
  }
}

/** What the cart flow shows once a product is in the cart. */
export class AddedToCartDialog {
  readonly dialog: Locator;
  readonly continueShopping: Locator;
  readonly viewCart: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'The item has been added to your shopping cart' });
    this.continueShopping = this.dialog.getByRole('button', { name: 'Continue shopping' });
    this.viewCart = this.dialog.getByRole('link', { name: 'View shopping cart' });
  }
}

/** The header's cart link (with its count) and the panel it opens on hover and focus. */
export class MiniCart {
  readonly link: Locator;
  readonly orderNow: Locator;

  constructor(readonly page: Page) {
    const banner = page.getByRole('banner');
    this.link = banner.getByRole('link', { name: /Shopping cart/ });
    this.orderNow = banner.getByRole('link', { name: 'Order now' });
  }
}

/** The cart page (`/cart/`): its lines and their buttons. */
export class CartPage {
  readonly items: Locator;
  readonly lines: Locator;
  readonly empty: Locator;
  readonly toCheckout: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByRole('region', { name: 'Items' });
    this.lines = this.items.getByRole('listitem');
    this.empty = page.getByText('Your shopping cart is empty.');
    this.toCheckout = page.getByRole('link', { name: 'Proceed to checkout' });
  }

  async open(visit: (url: string) => Promise<unknown>, store = 'en', query = '') {
    await visit(storeUrl(store, `/cart/${query}`));
  }

  oneMore(productName: string): Locator {
    return this.page.getByRole('button', { name: `One more of ${productName}` });
  }

  oneLess(productName: string): Locator {
    return this.page.getByRole('button', { name: `One less of ${productName}` });
  }

  remove(productName: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Remove ?: ${literal(productName)}$`) });
  }
}
