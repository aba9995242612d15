import { z } from 'zod';

/**
 * Which commerce upstream the shop runs on, from the environment, checked once at start. The embedded engine is the
 * default; `COMMERCE=shopware` needs the Store API's address and, per store of the shop, the sales channel's access
 * key, language and currency. A missing or malformed setting is a start error that names the setting.
 */

/** A Shopware id: 32 hexadecimal digits. */
const shopwareId = z.string().regex(/^[0-9a-f]{32}$/i, 'a Shopware id (32 hexadecimal digits)');

const storeChannel = z.object({
  /** The sales channel's access key (sw-access-key); SHOPWARE_ACCESS_KEY when absent. */
  accessKey: z.string().min(1).optional(),
  /** The language the store's calls ask for (sw-language-id). */
  languageId: shopwareId,
  /** The store's currency (sw-currency-id). */
  currencyId: shopwareId,
  /** The sales channel's domain that guest registrations name (storefrontUrl); the Shopware origin when absent. */
  storefrontUrl: z.url({ protocol: /^https?$/ }).optional(),
});

const jsonObject = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not JSON' });
    return z.NEVER;
  }
});

const EnvSchema = z.object({
  COMMERCE: z.enum(['embedded', 'shopware']).default('embedded'),
  /** The Shopware shop's origin; the Store API is at /store-api below it. */
  SHOPWARE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SHOPWARE_ACCESS_KEY: z.string().min(1).optional(),
  /** JSON: store code (`nl-nl`) → { accessKey?, languageId, currencyId }. */
  SHOPWARE_STORES: jsonObject.pipe(z.record(z.string(), storeChannel)).optional(),
  /** How long one Store API call may take before the shop gives up on it. */
  SHOPWARE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Development only: start although the adapter does not cover every area yet (those areas throw). */
  SHOPWARE_ALLOW_INCOMPLETE: z.enum(['true', 'false', '1', '0']).optional(),
  NODE_ENV: z.string().optional(),
});

export interface ShopwareStoreChannel {
  accessKey: string;
  languageId: string;
  currencyId: string;
  /** One of the sales channel's domains, named by guest registrations; the Shopware origin when absent. */
  storefrontUrl?: string;
}

export interface ShopwareConfig {
  /** The Store API's base URL (`…/store-api`). */
  baseUrl: string;
  /** By store code. */
  stores: Readonly<Record<string, ShopwareStoreChannel>>;
  timeoutMs: number;
}

export type CommerceSelection = { kind: 'embedded' } | { kind: 'shopware'; shopware: ShopwareConfig };

/** Whether the Shopware adapter covers every area of the commerce upstream (see docs/shopware.md). */
export const SHOPWARE_ADAPTER_COMPLETE = false;

export class CommerceConfigError extends Error {
  override name = 'CommerceConfigError';
}

/**
 * The commerce upstream chosen by the environment. `storeCodes`: the shop's stores, each of which needs a sales
 * channel. Throws `CommerceConfigError` naming what is missing or wrong.
 */
export function commerceSelectionFromEnv(
  env: Record<string, string | undefined>,
  storeCodes: readonly string[],
  adapterComplete = SHOPWARE_ADAPTER_COMPLETE,
): CommerceSelection {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new CommerceConfigError(`Invalid commerce configuration: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  if (settings.COMMERCE === 'embedded') return { kind: 'embedded' };
  const problems: string[] = [];
  if (!settings.SHOPWARE_URL) problems.push('SHOPWARE_URL is required');
  if (!settings.SHOPWARE_STORES) problems.push('SHOPWARE_STORES is required');
  const stores: Record<string, ShopwareStoreChannel> = {};
  for (const code of storeCodes) {
    const channel = settings.SHOPWARE_STORES?.[code];
    if (!channel) {
      if (settings.SHOPWARE_STORES) problems.push(`SHOPWARE_STORES has no sales channel for the store ${code}`);
      continue;
    }
    const accessKey = channel.accessKey ?? settings.SHOPWARE_ACCESS_KEY;
    if (!accessKey) problems.push(`the store ${code} has no access key (SHOPWARE_STORES or SHOPWARE_ACCESS_KEY)`);
    else
      stores[code] = {
        accessKey,
        languageId: channel.languageId,
        currencyId: channel.currencyId,
        ...(channel.storefrontUrl ? { storefrontUrl: channel.storefrontUrl } : {}),
      };
  }
  for (const code of Object.keys(settings.SHOPWARE_STORES ?? {})) {
    if (!storeCodes.includes(code)) problems.push(`SHOPWARE_STORES names ${code}, which is not a store of the shop`);
  }
  const allowIncomplete = settings.SHOPWARE_ALLOW_INCOMPLETE === 'true' || settings.SHOPWARE_ALLOW_INCOMPLETE === '1';
  if (!adapterComplete) {
    if (settings.NODE_ENV === 'production') {
      problems.push('the Shopware adapter does not cover every area yet: it cannot run in production');
    } else if (!allowIncomplete) {
      problems.push(
        'the Shopware adapter does not cover every area yet; set SHOPWARE_ALLOW_INCOMPLETE=1 to start it for development',
      );
    }
  }
  if (problems.length > 0) throw new CommerceConfigError(`COMMERCE=shopware: ${problems.join('; ')}`);
  const origin = settings.SHOPWARE_URL!.replace(/\/+$/, '');
  return {
    kind: 'shopware',
    shopware: { baseUrl: `${origin}/store-api`, stores, timeoutMs: settings.SHOPWARE_TIMEOUT_MS },
  };
}
