import { describe, expect, it } from 'vitest';
import { describeAccountContract } from './accounts';
import { describeCartContract } from './carts';
import { describeCheckoutContract } from './checkout';
import { describeLoyaltyContract } from './loyalty';
import { describeNewsletterAndStoresContract } from './newsletter-stores';
import type { ContractOptions, MakeSubject } from './subject';

export type { ContractArea, ContractOptions, ContractSubject, MakeSubject } from './subject';

/**
 * The behaviour every commerce upstream keeps, written once against `CommerceUpstream`: the embedded engine runs it
 * (embedded-contract.test.ts), and so does any adapter of a remote shop, with what it does not keep yet listed as
 * pending (todo). `makeSubject` is called once per area with a test to run.
 */
export function describeCommerceContract(
  name: string,
  makeSubject: MakeSubject,
  options: Omit<ContractOptions, 'registered'> = {},
): void {
  const registered = new Set<string>();
  const withRegistry = { ...options, registered };
  describe(`the commerce contract: ${name}`, () => {
    describeCartContract(makeSubject, withRegistry);
    describeCheckoutContract(makeSubject, withRegistry);
    describeAccountContract(makeSubject, withRegistry);
    describeLoyaltyContract(makeSubject, withRegistry);
    describeNewsletterAndStoresContract(makeSubject, withRegistry);
    if (options.pendingTests?.length) {
      it('lists as pending only tests the contract has', () => {
        expect((options.pendingTests ?? []).filter((test) => !registered.has(test))).toEqual([]);
      });
    }
  });
}
