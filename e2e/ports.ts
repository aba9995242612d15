/**
 * Ports of the shop the browser tests start (apart from a shop a developer may be running on 3000/4000). Overridable,
 * so that two runs can go side by side (each gets its own data folder too, see playwright.config.ts).
 */
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4100);
