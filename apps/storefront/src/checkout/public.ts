/** What other features may use of the checkout feature (re-exports only; see .dependency-cruiser.cjs). */
export {
  type CheckoutAddressFragment,
  type CheckoutServicePointFragment,
  CheckoutServicePointsDocument,
} from './checkout.generated';
