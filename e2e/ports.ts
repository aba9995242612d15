/**
 * Ports of the shop the browser tests start (apart from a shop a developer may be running on 3000/4000). Overridable,
 * so that two runs can go side by side (each gets its own data folder too, see playwright.config.ts).
 */
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4100);

/**
 * The Mollie journeys' own shop (started by e2e/mollie-shop.ts only when those journeys run): its storefront and
 * gateway, the recorded Mollie API (https) and its hosted checkout page (http).
 */
export const E2E_MOLLIE_PORTS = {
  storefront: Number(process.env.E2E_MOLLIE_STOREFRONT_PORT ?? E2E_STOREFRONT_PORT + 2),
  gateway: Number(process.env.E2E_MOLLIE_GATEWAY_PORT ?? E2E_GATEWAY_PORT + 2),
  api: Number(process.env.E2E_MOLLIE_API_PORT ?? E2E_GATEWAY_PORT + 3),
  checkout: Number(process.env.E2E_MOLLIE_CHECKOUT_PORT ?? E2E_GATEWAY_PORT + 4),
};
