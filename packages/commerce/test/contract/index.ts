import { describe } from 'vitest';
import { describeAccountContract } from './accounts';
import { describeCartContract } from './carts';
import { describeCheckoutContract } from './checkout';
import { describeLoyaltyContract } from './loyalty';
import { describeNewsletterAndStoresContract } from './newsletter-stores';
import type { MakeSubject } from './subject';

export type { ContractSubject, MakeSubject } from './subject';

/**
 * The behaviour every commerce upstream keeps, written once against `CommerceUpstream`: the embedded engine runs it
 * (embedded-contract.test.ts), and so does any adapter of a remote shop. `makeSubject` is called once per area.
 */
export function describeCommerceContract(name: string, makeSubject: MakeSubject): void {
  describe(`the commerce contract: ${name}`, () => {
    describeCartContract(makeSubject);
    describeCheckoutContract(makeSubject);
    describeAccountContract(makeSubject);
    describeLoyaltyContract(makeSubject);
    describeNewsletterAndStoresContract(makeSubject);
  });
}
