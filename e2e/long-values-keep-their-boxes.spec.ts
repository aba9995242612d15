import type { Page } from '@playwright/test';
import { addToCart, aPairOfShoes } from './checkout-journey';
import { EMBEDDED_BOT_CHECK_TOKEN, expect, registerAccount, storeUrl, test } from './fixtures';

/**
 * Long values break or wrap inside their boxes: a customer's 60-character e-mail address, names,
 * street and city in the cart and the checkout review (it overlapped the address there), and 60-character product and
 * brand names and German compounds in the tiles, the mini cart and the cart. On a phone and on a desktop screen.
 */
const LONG = {
  email: 'maximilian.mustermann-schmidt@langer-firmenname-beispiel.de',
  firstName: 'Maximiliankonstantinfriedrichwilhelmalexandervonundzutalberg',
  lastName: 'Mustermannschmidtmeyerhubermüllerschulzeschneiderfischerab',
  street: 'Donaudampfschifffahrtsgesellschaftskapitänswitwenstraßeab',
  city: 'Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsort',
  /** A product or brand name: one 60-character German compound. */
  name: 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsstief',
};

const ADDRESS = {
  'de-de': { houseNumber: '12', zipcode: '10115', countryIso: 'DE' },
  'fr-be': { houseNumber: '16', zipcode: '1000', countryIso: 'BE' },
} as const;

/**
 * Elements of the page whose content sticks out of their own box sideways (their overflow visible), or out of the
 * window. Scrolling rows (galleries, the breadcrumb trail), clipped marquees and form fields scroll on purpose.
 */
function overflowing(page: Page, root = 'body') {
  return page.evaluate((rootSelector) => {
    const width = document.documentElement.clientWidth;
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').trim().slice(0, 40)}`;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${rootSelector} *`)) {
      if (['INPUT', 'TEXTAREA', 'SELECT', 'svg', 'SCRIPT', 'STYLE'].includes(element.tagName)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'inline' || style.visibility === 'hidden') continue;
      if (element.closest('[style*="overflow"], [data-marquee]')) continue;
      let clipped = false;
      for (let parent: HTMLElement | null = element; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 || box.right > width + 1 || box.left < -1)
        found.push(label(element));
    }
    return found;
  }, root);
}

/** Gives every product and brand name on the page the long compound (what a long name from the catalogue would do). */
function lengthenNames(page: Page, selector: string) {
  return page.evaluate(
    ([target, name]) => {
      for (const element of document.querySelectorAll(target)) {
        const leaf = [...element.querySelectorAll('*'), element].find(
          (candidate) => candidate.children.length === 0 && (candidate.textContent ?? '').trim(),
        );
        if (leaf) leaf.textContent = name;
      }
    },
    [selector, LONG.name] as const,
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const store of ['de-de', 'fr-be'] as const) {
    test(`${store} at ${viewport.width} px: long names, addresses and e-mail addresses stay in their boxes`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(storeUrl(store, '/products/'));
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await lengthenNames(page, 'main article h2, main article h3, main article p');
      expect.soft(await overflowing(page), 'tiles').toEqual([]);

      const shoes = await aPairOfShoes('en');
      await addToCart(page, shoes.variantSku);
      const saved = await page.evaluate(
        async ([values, address]) => {
          const call = async (query: string, variables: object) =>
            (
              await fetch('/graphql', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query, variables }),
              })
            ).json();
          const contact = await call(
            'mutation E2eContact($input: CheckoutContactInput!) { updateContact(input: $input) { errors { message } } }',
            { input: { email: values.email } },
          );
          const addresses = await call(
            'mutation E2eAddress($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { errors { message } } }',
            {
              input: {
                billingAddress: {
                  firstName: values.firstName,
                  lastName: values.lastName,
                  street: values.street,
                  city: values.city,
                  ...address,
                },
              },
            },
          );
          return [contact.data?.updateContact?.errors, addresses.data?.updateAddresses?.errors];
        },
        [LONG, ADDRESS[store]] as const,
      );
      expect(saved).toEqual([[], []]);

      // The mini cart's panel (a listing's header), opened by pointing at the header's cart.
      await page.reload();
      const panelItems = 'header a[href$="/cart/"] + div[id] > ul > li';
      await expect(async () => {
        await page.mouse.move(0, 0);
        await page
          .getByRole('banner')
          .getByRole('link', { name: /Warenkorb|Panier/ })
          .hover();
        await expect(page.locator(`${panelItems} a`).first()).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await lengthenNames(page, `${panelItems} a, ${panelItems} span`);
      expect.soft(await overflowing(page, 'header'), 'the mini cart').toEqual([]);

      await page.goto(storeUrl(store, '/cart/'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await lengthenNames(page, 'main li a, main li p');
      expect.soft(await overflowing(page), 'the cart').toEqual([]);

      await page.goto(storeUrl(store, '/checkout/payment/'));
      await expect(main.getByText(LONG.email)).toBeVisible();
      await expect(main.getByText(LONG.street, { exact: false }).first()).toBeVisible();
      expect.soft(await overflowing(page), 'the checkout review').toEqual([]);
      // The e-mail address and the address do not overlap.
      const email = await main.getByText(LONG.email).boundingBox();
      const street = await main.getByText(LONG.street, { exact: false }).first().boundingBox();
      if (!email || !street) throw new Error('review boxes missing');
      const apart =
        email.x + email.width <= street.x ||
        street.x + street.width <= email.x ||
        email.y + email.height <= street.y ||
        street.y + street.height <= email.y;
      expect.soft(apart, 'the e-mail address and the street do not overlap').toBe(true);
    });
  }
}

for (const store of ['de-de', 'fr-be'] as const) {
  test(`${store} at 390 px: a customer registered with 60-character values sees the account pages whole`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(storeUrl(store, '/account/'));
    // A new address each run (a 60-character one like LONG.email). The account is made through the API and its mailed
    // link (registration logs nobody in), then the browser logs in through the page's own /graphql, so the session
    // cookie is the browser's (the embedded bot check).
    const email = `${store}.${Date.now()}.mustermann@langer-firmenname-beispiel.de`;
    const password = 'long-values-2026';
    await registerAccount(
      {
        salutationKey: 'mrs',
        firstName: LONG.firstName,
        lastName: LONG.lastName,
        email,
        password,
        billingAddress: {
          firstName: LONG.firstName,
          lastName: LONG.lastName,
          street: LONG.street,
          city: LONG.city,
          ...ADDRESS[store],
        },
      },
      store,
    );
    const errors = await page.evaluate(
      async ([token, mail, secret]) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-recaptcha-token': token },
          body: JSON.stringify({
            query:
              'mutation E2eLogin($email: String!, $password: String!) { login(email: $email, password: $password) { errors { message } } }',
            variables: { email: mail, password: secret },
          }),
        });
        const result = await response.json();
        return result.data?.login?.errors ?? result.errors;
      },
      [EMBEDDED_BOT_CHECK_TOKEN, email, password] as const,
    );
    expect(errors).toEqual([]);
    for (const path of ['/customer/', '/customer/edit/', '/customer/address/']) {
      await page.goto(storeUrl(store, path));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await overflowing(page), path).toEqual([]);
    }
    await expect(page.getByRole('main').getByText(LONG.street, { exact: false }).first()).toBeVisible();
  });
}
