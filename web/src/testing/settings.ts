import { DEFAULT_HAND_OVER_PIN_RULE } from '@ikawa/contracts/handover';
import { type SettingsResponse, type StoreSettings, StoreSettingsSchema } from '@ikawa/contracts/settings';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';

/**
 * Test-only: the store settings as GET /api/settings answers them (a Toronto shop, $10 standard
 * and $15 express delivery, free from $50, the default opening hours), with the test's changes,
 * checked against the contract.
 */
export function storeSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return StoreSettingsSchema.parse({
    storeName: 'Ikawa Coffee',
    storeEmail: 'hello@ikawa.example',
    storePhone: '+1 416 555 0100',
    currency: 'CAD',
    enableFreeShipping: true,
    freeShippingThreshold: 50,
    standardShippingCost: 10,
    expressShippingCost: 15,
    notifyNewOrder: true,
    notifyOrderStatus: true,
    notifyLowStock: true,
    lowStockThreshold: 10,
    maxOpenCashOrders: 5,
    maxUnpaidCashUnits: 50,
    maxUnpaidCashValue: 2000,
    cashOrderExpiryHours: 48,
    storeAddress: {
      street: '412 Bloor Street West',
      city: 'Toronto',
      postalCode: 'M5S 1X5',
      country: 'CA',
    },
    storeHours: DEFAULT_STORE_HOURS,
    timeZone: 'America/Toronto',
    holidays: [],
    orderCutoff: '14:00',
    storeProvince: 'ON',
    // The tests' customers live in Toronto and Bujumbura; a US address is an export.
    shippingCountries: ['CA', 'US', 'BI'],
    taxRegistrations: { gstHst: null, qst: null, bcPst: null, skPst: null, mbRst: null },
    pricesIncludeTax: false,
    handOverPin: DEFAULT_HAND_OVER_PIN_RULE,
    ...overrides,
  });
}

/** The whole answer of GET /api/settings, for a route of the fake API. */
export function settingsBody(overrides: Partial<StoreSettings> = {}): SettingsResponse {
  return { status: 'success', data: storeSettings(overrides) };
}
