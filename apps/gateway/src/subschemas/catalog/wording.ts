import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductLabelKind, SizeOptionState } from '@shop/domain';

/** What the size chooser says next to a size (spec §4); null when it is plainly in stock. */
export function stateLabel(i18n: I18n, state: SizeOptionState, deliveryTime: string | null): string | null {
  switch (state) {
    case 'LAST_ITEM':
      return i18n._(msg`Last item`);
    case 'FEW_LEFT':
      return i18n._(msg`Just a few left`);
    case 'PRE_ORDER':
      return deliveryTime ? i18n._(msg`Pre Order ${deliveryTime}`) : i18n._(msg`Pre Order`);
    case 'OUT_OF_STOCK':
      return i18n._(msg`Out of stock`);
    case 'COMING_SOON':
      return i18n._(msg`Coming soon`);
    case 'IN_STOCK':
      return null;
  }
}

/** Wording of the labels the index does not word itself. */
export function labelText(i18n: I18n, kind: ProductLabelKind, discount: number): string {
  switch (kind) {
    case 'COMING_SOON':
      return i18n._(msg`Coming soon`);
    case 'NEW':
      return i18n._(msg`New`);
    case 'DISCOUNT':
      return `-${discount}%`;
    case 'SALE':
      return i18n._(msg`Sale`);
    case 'MARKETING':
      return '';
  }
}
