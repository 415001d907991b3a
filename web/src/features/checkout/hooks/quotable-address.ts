import { isCountryCode, postalCodeProblem } from '@ikawa/contracts/countries';
import type { AddressDraft } from './checkout-machine';

/**
 * The address the server is asked about (the quote's tax, the delivery zone): one the address
 * step would accept — a half-typed draft, or a saved address in a country the shop does not ship
 * to, is left out (the server estimates at the store's province meanwhile).
 */
export function quotableAddress(
  address: Pick<AddressDraft, 'postalCode' | 'country'> | null,
  shippingCountries: readonly string[],
) {
  const country = address?.country.trim() ?? '';
  if (!address || !isCountryCode(country) || !shippingCountries.includes(country)) return null;
  if (postalCodeProblem(country, address.postalCode)) return null;
  return { postalCode: address.postalCode, country };
}
