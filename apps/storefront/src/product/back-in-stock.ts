// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import * as z from 'zod/mini';

/**
 * The back-in-stock form's rules (spec §5): the email is required and must be a valid address, checked on blur and
 * stopping at the first failure; the newsletter opt-in is optional. Failures are codes; the dialog words them.
 */
export type EmailProblem = 'required' | 'invalid';

const validEmail = z.email();

export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  return validEmail.safeParse(email).success ? undefined : 'invalid';
}

/** The analytics event the form sends instead of a server call (spec §7): coming soon or back in stock. */
export interface BackInStockEvent {
  event: 'ComingSoonRequest' | 'StockRequest';
  email: string;
  newsletter: boolean;
  productName: string;
  productId: string;
}

export function backInStockEvent(
  product: { id: string; name: string },
  comingSoon: boolean,
  form: { email: string; newsletter: boolean },
): BackInStockEvent {
  return {
    event: comingSoon ? 'ComingSoonRequest' : 'StockRequest',
    email: form.email.trim(),
    newsletter: form.newsletter,
    productName: product.name,
    productId: product.id,
  };
}
