import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addressLines as postalLines } from '@ikawa/contracts/display';
import { isLocale } from '@ikawa/contracts/i18n';
import type { Address } from '@ikawa/contracts/users';

/**
 * An address as every screen writes it (the contracts' `addressLines`), then its phone, labelled
 * in `i18n`'s language.
 */
export function addressLines(
  address: Pick<Address, 'street' | 'city' | 'postalCode' | 'country' | 'phone'>,
  i18n: I18n,
): string[] {
  const phone = address.phone;
  const lines = postalLines(address, isLocale(i18n.locale) ? i18n.locale : undefined);
  return phone ? [...lines, i18n._(msg`Phone: ${phone}`)] : lines;
}

/** A short name for an address in a sentence ("12 Avenue de la Mission, Bujumbura"). */
export function addressSummary(address: Pick<Address, 'street' | 'city'>) {
  return [address.street, address.city].filter(Boolean).join(', ');
}
