import type { Address } from '@ikawa/contracts/users';

/** An address as it is written on an envelope, one line per part. */
export function addressLines(address: Pick<Address, 'street' | 'city' | 'postalCode' | 'country' | 'phone'>) {
  return [
    address.street,
    [address.city, address.postalCode].filter(Boolean).join(' '),
    address.country,
    address.phone ? `Phone: ${address.phone}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** A short name for an address in a sentence ("12 Avenue de la Mission, Bujumbura"). */
export function addressSummary(address: Pick<Address, 'street' | 'city'>) {
  return [address.street, address.city].filter(Boolean).join(', ');
}
