import { COUNTRY_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/countries';
import { type DeliveryTerms, flatTerms } from '@ikawa/contracts/rules/delivery-fee';
import { type Province, provinceOfPostalCode } from '@ikawa/contracts/tax';
import { AppError } from '../../lib/app-error';
import type { SettingsRow } from './repo';

/**
 * The store's province, read from its postal code (the address is the one truth; a province
 * kept beside it could contradict it). Null while the code names none: an address saved before
 * postal codes were checked, until the owner saves a Canadian one.
 */
export function storeProvinceOf(settings: Pick<SettingsRow, 'storePostalCode'>): Province | null {
  return provinceOfPostalCode(settings.storePostalCode);
}

/**
 * Where a pickup and the cart's estimate are taxed: the store's province, or Ontario (the old
 * setting's default) while the store's postal code names none, so that no sale fails for it.
 */
export function placeOfStore(settings: Pick<SettingsRow, 'storePostalCode'>): Province {
  return storeProvinceOf(settings) ?? 'ON';
}

/**
 * Refuses a delivery address in a country missing from Settings → Countries we ship to, before
 * anything is written: 400 `country_not_shipped`, naming the country in the reader's language.
 */
export function assertShipsTo(settings: Pick<SettingsRow, 'shippingCountries'>, country: string): void {
  if (settings.shippingCountries.includes(country)) return;
  throw new AppError('validation', COUNTRY_MESSAGE_DESCRIPTORS.notShipped(country), {
    code: 'country_not_shipped',
  });
}

/**
 * The flat fees of Settings as delivery terms (decision 019): what a shop without delivery zones
 * charges every address, and what an address outside Canada is charged when it has zones.
 */
export const flatTermsOf = (settings: SettingsRow): DeliveryTerms =>
  flatTerms({
    enableFreeShipping: settings.enableFreeShipping,
    freeShippingThresholdCents: settings.freeShippingThresholdCents,
    standardShippingCents: settings.standardShippingCents,
    expressShippingCents: settings.expressShippingCents,
  });
