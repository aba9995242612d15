import { E2E_GATEWAY_PORT } from '../ports';

/** The recorded Store API of the Shopware journeys (scripts/recorded-store-api.mjs): its port and origin. */
export const E2E_STORE_API_PORT = Number(process.env.E2E_STORE_API_PORT ?? E2E_GATEWAY_PORT + 90);
export const RECORDED_STORE_API = `http://127.0.0.1:${E2E_STORE_API_PORT}`;
