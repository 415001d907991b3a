import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Address } from '@ikawa/contracts/users';

/** An address as it is written on an envelope, one line per part; the phone's label in `i18n`'s language. */
export function addressLines(
  address: Pick<Address, 'street' | 'city' | 'postalCode' | 'country' | 'phone'>,
  i18n: I18n,
) {
  const phone = address.phone;
  return [
    address.street,
    [address.city, address.postalCode].filter(Boolean).join(' '),
    address.country,
    phone ? i18n._(msg`Phone: ${phone}`) : null,
  ].filter((line): line is string => Boolean(line));
}

/** A short name for an address in a sentence ("12 Avenue de la Mission, Bujumbura"). */
export function addressSummary(address: Pick<Address, 'street' | 'city'>) {
  return [address.street, address.city].filter(Boolean).join(', ');
}
