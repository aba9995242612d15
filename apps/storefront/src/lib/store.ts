import { isStoreCode, STORE_DEFINITIONS, type StoreCode, type StoreDefinition } from '@shop/i18n';

/**
 * The store a page is for, as both the server and the browser know it: its definition (code, name, language,
 * locale…), without the base URLs, which depend on server configuration.
 */
export function storeDefinition(code: StoreCode): StoreDefinition {
  const definition = STORE_DEFINITIONS.find((candidate) => candidate.code === code);
  if (!definition) throw new Error(`No store with code ${code}`);
  return definition;
}

/** In the browser: the store the server rendered the page for (it writes the code on `<html data-store>`). */
export function storeOfDocument(): StoreDefinition {
  const code = document.documentElement.dataset.store;
  if (!isStoreCode(code)) throw new Error(`The page names no known store (data-store="${code}")`);
  return storeDefinition(code);
}

/** In the browser: the store's base URL, which the server writes on `<html data-base-url>`. */
export function baseUrlOfDocument(): string {
  return document.documentElement.dataset.baseUrl ?? window.location.origin;
}
