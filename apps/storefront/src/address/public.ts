/** What other features may use of the address feature (re-exports only; see .dependency-cruiser.cjs). */
export { AddressFields } from './AddressFields';
export { findServicePoints } from './address-actions';
export {
  type AddressValues,
  addressValues,
  type ShipmentValues,
  shipmentResolver,
  toAddressInput,
} from './address-form';
export { checkoutErrorMessage } from './address-messages';
export { PickupPoints, pointAddress } from './PickupPoints';
