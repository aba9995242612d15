export {
  type AddedItem,
  AddToCartDialog,
  type AddToCartDialogProps,
  UPSELL_IMAGE,
  type UpsellProduct,
} from './AddToCartDialog';
export { MINI_CART_IMAGE, MiniCart, type MiniCartItem, type MiniCartProps } from './MiniCart';
export {
  SUCCESS_TOAST_MS,
  Toast,
  type ToastKind,
  type ToastMessage,
  ToastRegion,
  type ToastRegionProps,
} from './Toast';
