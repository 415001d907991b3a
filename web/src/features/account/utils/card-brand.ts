import { CARD_BRAND_LABELS, type CardBrand } from '@ikawa/contracts/rules/card';

function isCardBrand(brand: string): brand is CardBrand {
  return brand in CARD_BRAND_LABELS;
}

/** 'visa' → 'Visa'; a brand this build does not know reads 'Card'. */
export function brandLabel(brand: string): string {
  return isCardBrand(brand) ? CARD_BRAND_LABELS[brand] : CARD_BRAND_LABELS.unknown;
}
