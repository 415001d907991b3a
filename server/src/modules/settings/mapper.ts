import { fromCents, toCents } from '@ikawa/contracts/money';
import type { StoreSettings, UpdateSettingsInput } from '@ikawa/contracts/settings';
import { NO_TAX_REGISTRATIONS } from '@ikawa/contracts/tax';
import type { SettingsRow } from './repo';
import { storeProvinceOf } from './shipping';

export function toSettingsDto(row: SettingsRow): StoreSettings {
  return {
    storeName: row.storeName,
    storeEmail: row.storeEmail,
    storePhone: row.storePhone,
    currency: 'CAD',
    enableFreeShipping: row.enableFreeShipping,
    freeShippingThreshold: fromCents(row.freeShippingThresholdCents),
    standardShippingCost: fromCents(row.standardShippingCents),
    expressShippingCost: fromCents(row.expressShippingCents),
    notifyNewOrder: row.notifyNewOrder,
    notifyOrderStatus: row.notifyOrderStatus,
    notifyLowStock: row.notifyLowStock,
    lowStockThreshold: row.lowStockThreshold,
    maxOpenCashOrders: row.maxOpenCashOrders,
    maxUnpaidCashUnits: row.maxUnpaidCashUnits,
    maxUnpaidCashValue: fromCents(row.maxUnpaidCashCents),
    cashOrderExpiryHours: row.cashOrderExpiryHours,
    storeAddress: {
      street: row.storeStreet,
      city: row.storeCity,
      postalCode: row.storePostalCode,
      country: row.storeCountry,
    },
    storeHours: row.storeHours,
    timeZone: row.timeZone,
    holidays: row.holidays,
    orderCutoff: row.orderCutoff,
    storeProvince: storeProvinceOf(row),
    shippingCountries: row.shippingCountries,
    taxRegistrations: { ...NO_TAX_REGISTRATIONS, ...row.taxRegistrations },
    pricesIncludeTax: row.pricesIncludeTax,
    handOverPin: row.handOverPin,
  };
}

/**
 * The row's new values from the form. Registrations left out of `taxRegistrations` stay as they
 * are in `current`; null ends one.
 */
export function fromSettingsInput(input: UpdateSettingsInput, current: SettingsRow): Partial<SettingsRow> {
  return {
    storeName: input.storeName,
    storeEmail: input.storeEmail,
    storePhone: input.storePhone,
    currency: 'CAD',
    enableFreeShipping: input.enableFreeShipping,
    freeShippingThresholdCents: toCents(input.freeShippingThreshold),
    standardShippingCents: toCents(input.standardShippingCost),
    expressShippingCents: toCents(input.expressShippingCost),
    notifyNewOrder: input.notifyNewOrder,
    notifyOrderStatus: input.notifyOrderStatus,
    notifyLowStock: input.notifyLowStock,
    lowStockThreshold: input.lowStockThreshold,
    ...(input.maxOpenCashOrders !== undefined ? { maxOpenCashOrders: input.maxOpenCashOrders } : {}),
    ...(input.maxUnpaidCashUnits !== undefined ? { maxUnpaidCashUnits: input.maxUnpaidCashUnits } : {}),
    ...(input.maxUnpaidCashValue !== undefined
      ? { maxUnpaidCashCents: toCents(input.maxUnpaidCashValue) }
      : {}),
    ...(input.cashOrderExpiryHours !== undefined ? { cashOrderExpiryHours: input.cashOrderExpiryHours } : {}),
    ...(input.storeHours ? { storeHours: input.storeHours } : {}),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    ...(input.holidays ? { holidays: input.holidays } : {}),
    ...(input.orderCutoff ? { orderCutoff: input.orderCutoff } : {}),
    ...(input.shippingCountries ? { shippingCountries: input.shippingCountries } : {}),
    ...(input.taxRegistrations
      ? {
          taxRegistrations: {
            ...NO_TAX_REGISTRATIONS,
            ...current.taxRegistrations,
            ...Object.fromEntries(
              Object.entries(input.taxRegistrations).filter(([, value]) => value !== undefined),
            ),
          },
        }
      : {}),
    ...(input.pricesIncludeTax !== undefined ? { pricesIncludeTax: input.pricesIncludeTax } : {}),
    ...(input.handOverPin !== undefined ? { handOverPin: input.handOverPin } : {}),
    ...(input.storeAddress
      ? {
          storeStreet: input.storeAddress.street,
          storeCity: input.storeAddress.city,
          storePostalCode: input.storeAddress.postalCode,
          storeCountry: input.storeAddress.country,
        }
      : {}),
  };
}
