import type { I18n } from '@lingui/core';
import { CARD_BRAND_MESSAGES, type CardBrand } from '@ikawa/contracts/rules/card';

function isCardBrand(brand: string): brand is CardBrand {
  return brand in CARD_BRAND_MESSAGES;
}

/** 'visa' → 'Visa'; a brand this build does not know reads 'Card' in `i18n`'s language. */
export function brandLabel(brand: string, i18n: I18n): string {
  return i18n._(isCardBrand(brand) ? CARD_BRAND_MESSAGES[brand] : CARD_BRAND_MESSAGES.unknown);
}
