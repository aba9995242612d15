export { Barcode, type BarcodeProps } from './Barcode';
export { LoyaltyProgress, type LoyaltyProgressProps } from './LoyaltyProgress';
export { VoucherCard, type VoucherCardProps } from './VoucherCard';
