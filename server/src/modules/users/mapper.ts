import { formatExpiry, maskCard } from '@ikawa/contracts/rules/card';
import type { Address, PaymentMethod, User } from '@ikawa/contracts/users';
import type { AddressRow, PaymentMethodRow, UserRow } from './repo';

export function toAddressDto(row: AddressRow): Address {
  return {
    _id: row.id,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    isDefault: row.isDefault,
  };
}

/** The public view of a user: never the hash or the token version. */
export function toUserDto(row: UserRow, defaultAddress?: AddressRow | null): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    profileImage: row.profileImage,
    address: defaultAddress ? toAddressDto(defaultAddress) : null,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    preferredLocale: row.preferredLocale,
  };
}

export function toPaymentMethodDto(row: PaymentMethodRow): PaymentMethod {
  return {
    _id: row.id,
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    cardNumber: maskCard(row.last4),
    expiryDate: formatExpiry(row.expMonth, row.expYear),
    cardholderName: row.cardholderName,
    isDefault: row.isDefault,
  };
}
