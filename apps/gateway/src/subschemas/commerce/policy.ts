import type { LoginBackoff, RateLimiter } from '@shop/commerce';
import type { BotVerifier } from '../../bot-check';
import type { GatewayContext } from '../../context';
import type { Mailer } from '../../mail/mailer';
import type { BranchCheck } from './branch';

/**
 * What the gateway decides and adds around the commerce upstream: rate limits and the login backoff, the bot check,
 * which branch codes count, the mails it sends, what it asks the catalog and whom it tells about stock changes. The
 * same whichever shop system is upstream.
 */
export interface CommercePolicy {
  /** Limits per client and per address of the identity and newsletter calls. */
  rateLimiter: RateLimiter;
  /** Progressive waits after an account's failed password checks (logins and the password-confirmed changes). */
  loginBackoff: LoginBackoff;
  /** Verifies the bot-check token of registration, login, password recovery and newsletter signups. */
  botVerifier: BotVerifier;
  /**
   * Whether a branch code is one of the shop's stores (branch.ts): an order or signup on an in-store tablet records it
   * only for a real one.
   */
  isKnownBranch: BranchCheck;
  mailer: Mailer;
  /** Which of these product SKUs the catalog has (a wishlist takes only products that exist). */
  knownProducts: (skus: readonly string[], gateway: GatewayContext) => Promise<Set<string>>;
  /**
   * Names of products (by product SKU) in the request's language, from the catalog; a product the assortment no longer
   * has is missing from the answer (its line shows the SKU).
   */
  productNames?: (productSkus: readonly string[], gateway: GatewayContext) => Promise<Map<string, string>>;
  /** Called with the variant SKUs whose stock an order took or a cancelled payment gave back. */
  onStockChanged: (skus: readonly string[]) => Promise<void>;
}
