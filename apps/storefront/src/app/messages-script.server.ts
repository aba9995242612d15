import type { Language } from '@shop/i18n';
import { type ClientManifest, clientManifest } from '../lib/build-manifest.server';

/**
 * The browser's message catalog of each language, as built (`/assets/nl-….js`), read once from the client build's
 * manifest (dist/client/.vite/manifest.json). The page names its language's catalog as a module preload, so the
 * browser fetches it together with the entry instead of after it (the entry imports it before it hydrates: one round
 * trip less). Empty in development (no manifest; Vite serves modules as they are asked for).
 */
let scripts: Partial<Record<Language, string>> | undefined;

const CATALOG_SOURCE = /locales\/storefront\/(en|nl|de|fr)\.po$/;

/** The message catalogs' scripts a Vite manifest names (its keys are the sources, relative to the app). */
export function messagesScriptsOfManifest(chunks: ClientManifest): Partial<Record<Language, string>> {
  const found: Partial<Record<Language, string>> = {};
  for (const [source, chunk] of Object.entries(chunks)) {
    const language = CATALOG_SOURCE.exec(source)?.[1] as Language | undefined;
    if (language) found[language] = `/${chunk.file}`;
  }
  return found;
}

/** The built message catalog script of `language`, or null (development, or a build without it). */
export function messagesScriptOf(language: Language): string | null {
  scripts ??= messagesScriptsOfManifest(clientManifest());
  return scripts[language] ?? null;
}
