import { isBranchCodeFormat } from '@shop/domain';
import type { GatewayContext } from '../../context';

/**
 * Whether a branch code is one of the shop's stores (the in-store location directory: the stock locations of kind
 * `store`). Built once in src/schema.ts and handed to every resolver that records a branch: orders, registrations and
 * newsletter signups check a branch the same way.
 */
export type BranchCheck = (code: string) => Promise<boolean>;

const checkedRequests = new WeakMap<GatewayContext, Promise<string | null>>();

/**
 * The store a request is made in: the `x-shop-branch` code (the storefront sends it from the tablet's in-store
 * cookies) when it is one of the shop's stores, else null. Any browser can set those cookies, so a code that is not a
 * store counts as the web shop: it labels no order, registration or signup. Asked once per request.
 */
export function requestBranch(gateway: GatewayContext, isKnownBranch: BranchCheck): Promise<string | null> {
  const code = gateway.branchCode;
  if (!code) return Promise.resolve(null);
  let answer = checkedRequests.get(gateway);
  if (!answer) {
    answer = isKnownBranch(code).then((known) => (known ? code : null));
    checkedRequests.set(gateway, answer);
  }
  return answer;
}

/** A branch code a caller names itself (the loyalty input's `branchcode`): the code when it is a store, else null. */
export async function namedBranch(code: string, isKnownBranch: BranchCheck): Promise<string | null> {
  const trimmed = code.trim();
  return isBranchCodeFormat(trimmed) && (await isKnownBranch(trimmed)) ? trimmed : null;
}
