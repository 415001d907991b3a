import { HandOverPinRuleSchema } from './handover';
import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { isCalendarDay } from './exports';
import { StoreHoursSchema, TimeSchema, TimeZoneSchema } from './store-hours';
import { ProvinceSchema, TaxRegistrationsInputSchema, TaxRegistrationsSchema } from './tax';
import { CANADA, checkPostalCode, COUNTRY_CODES, CountryCodeSchema } from './countries';
import {
  CITY_REQUIRED,
  EMAIL_INVALID,
  NUMBER_INTEGER,
  NUMBER_MIN0,
  NUMBER_MIN1,
  NUMBER_REQUIRED,
  ONE_LINE,
  ONE_LINE_PATTERN,
  POSTAL_CODE_REQUIRED,
  STREET_REQUIRED,
} from './validation-messages';

export const StoreAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type StoreAddress = z.infer<typeof StoreAddressSchema>;

/** SPEC §3 store settings, plus the pickup address (SPEC §2: pickup shows the store address). */
export const StoreSettingsSchema = z.object({
  storeName: z.string(),
  storeEmail: z.string(),
  storePhone: z.string(),
  currency: z.literal('CAD'),
  enableFreeShipping: z.boolean(),
  freeShippingThreshold: z.number(),
  standardShippingCost: z.number(),
  expressShippingCost: z.number(),
  notifyNewOrder: z.boolean(),
  notifyOrderStatus: z.boolean(),
  notifyLowStock: z.boolean(),
  lowStockThreshold: z.number().int(),
  /** Unpaid cash orders one account may have open at once, so no one holds stock with orders never paid. */
  maxOpenCashOrders: z.number().int(),
  /** Units one account may hold in unpaid cash orders at once. */
  maxUnpaidCashUnits: z.number().int(),
  /** Value (dollars, totals with tax and fees) one account may hold in unpaid cash orders at once. */
  maxUnpaidCashValue: z.number(),
  /** A cash order still pending after this many hours is cancelled and its stock returned. */
  cashOrderExpiryHours: z.number().int(),
  storeAddress: StoreAddressSchema,
  /** Opening hours, Monday first: the footer, pickup, Contact, FAQ and the pickup estimate. */
  storeHours: StoreHoursSchema,
  /** The zone the store's clock reads in (an IANA name). */
  timeZone: z.string(),
  /** Days the store is closed beyond its week (holidays), `2026-12-25`, earliest first. */
  holidays: z.array(z.string()),
  /** Orders placed after this time on the store's clock ship the next business day ("14:00"). */
  orderCutoff: z.string(),
  /**
   * The province the store is in (place of supply of pickups), read from the store's postal
   * code; null while that code names no province. Read-only: the address decides it.
   */
  storeProvince: ProvinceSchema.nullable(),
  /** The countries the shop delivers to (ISO codes, at least one); Canada first by default. */
  shippingCountries: z.array(z.string()),
  /**
   * The shop's sales-tax registrations, each with its number and effective day: a tax is charged
   * only where and from when the shop is registered for it (decision 015).
   */
  taxRegistrations: TaxRegistrationsSchema,
  /** Catalogue prices include the sales tax (the receipt says how much of them is tax). */
  pricesIncludeTax: z.boolean(),
  /** When the courier must type the customer's hand-over PIN to complete a delivery. */
  handOverPin: HandOverPinRuleSchema,
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

export const SettingsResponseSchema = z.object({
  status: z.literal('success'),
  data: StoreSettingsSchema,
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

const STORE_IN_CANADA = text(
  /*i18n*/ {
    id: 'validation.storeAddress.canada',
    message: 'The store’s address must be in Canada: the shop charges Canada’s sales taxes',
  },
);
const SHIPPING_COUNTRIES_REQUIRED = text(
  /*i18n*/ { id: 'validation.shippingCountries.required', message: 'Choose at least one country to ship to' },
);

const money = z.number({ error: NUMBER_REQUIRED }).min(0, NUMBER_MIN0).max(100_000);

/** PATCH /settings: the full settings object (SPEC §7); the admin form sends it whole. */
export const UpdateSettingsInputSchema = z.object({
  storeName: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.storeName.required', message: 'Store name is required' }))
    .max(100)
    .regex(ONE_LINE_PATTERN, ONE_LINE),
  storeEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.email({
        error: EMAIL_INVALID,
      }),
    ),
  storePhone: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.storePhone.required', message: 'Store phone is required' }))
    .max(30),
  currency: z
    .literal('CAD', {
      error: text(/*i18n*/ { id: 'validation.currency.cad', message: 'Only CAD is supported' }),
    })
    .default('CAD'),
  enableFreeShipping: z.boolean(),
  freeShippingThreshold: money,
  standardShippingCost: money,
  expressShippingCost: money,
  notifyNewOrder: z.boolean(),
  notifyOrderStatus: z.boolean(),
  notifyLowStock: z.boolean(),
  lowStockThreshold: z.number().int(NUMBER_INTEGER).min(0, NUMBER_MIN0).max(100_000),
  // Optional, so a client sending SPEC's settings object leaves them as they are.
  maxOpenCashOrders: z
    .number({ error: NUMBER_REQUIRED })
    .int(NUMBER_INTEGER)
    .min(1, NUMBER_MIN1)
    .max(
      100,
      text(
        /*i18n*/ {
          id: 'validation.number.max',
          message: 'Must be at most {max, number}',
          values: { max: 100 },
        },
      ),
    )
    .optional(),
  maxUnpaidCashUnits: z
    .number({ error: NUMBER_REQUIRED })
    .int(NUMBER_INTEGER)
    .min(1, NUMBER_MIN1)
    .max(
      10_000,
      text(
        /*i18n*/ {
          id: 'validation.number.max',
          message: 'Must be at most {max, number}',
          values: { max: 10_000 },
        },
      ),
    )
    .optional(),
  maxUnpaidCashValue: z
    .number({ error: NUMBER_REQUIRED })
    .min(1, text(/*i18n*/ { id: 'validation.money.min1', message: 'Must be at least $1' }))
    .max(100_000, text(/*i18n*/ { id: 'validation.money.max', message: 'Must be at most $100,000' }))
    .optional(),
  cashOrderExpiryHours: z
    .number({ error: NUMBER_REQUIRED })
    .int(NUMBER_INTEGER)
    .min(1, text(/*i18n*/ { id: 'validation.hours.min', message: 'Must be at least 1 hour' }))
    .max(720, text(/*i18n*/ { id: 'validation.hours.max', message: 'Must be at most 720 hours (30 days)' }))
    .optional(),
  storeAddress: z
    .object({
      street: z.string().trim().min(1, STREET_REQUIRED).max(200).regex(ONE_LINE_PATTERN, ONE_LINE),
      city: z.string().trim().min(1, CITY_REQUIRED).max(100).regex(ONE_LINE_PATTERN, ONE_LINE),
      postalCode: z.string().trim().min(1, POSTAL_CODE_REQUIRED).max(20).regex(ONE_LINE_PATTERN, ONE_LINE),
      country: CountryCodeSchema.refine((country) => country === CANADA, {
        message: STORE_IN_CANADA,
        params: { code: 'store_country_not_canada' },
      }),
    })
    .superRefine(checkPostalCode)
    .optional(),
  storeHours: StoreHoursSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
  holidays: z
    .array(
      z
        .string()
        .refine(
          isCalendarDay,
          text(/*i18n*/ { id: 'validation.holiday.date', message: 'A holiday must be a date (YYYY-MM-DD)' }),
        ),
    )
    .max(100, text(/*i18n*/ { id: 'validation.holidays.max', message: 'List at most 100 holidays' }))
    // Kept in order and once each, whatever order they were typed in.
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  orderCutoff: TimeSchema.optional(),
  shippingCountries: z
    .array(CountryCodeSchema, { error: SHIPPING_COUNTRIES_REQUIRED })
    .min(1, SHIPPING_COUNTRIES_REQUIRED)
    .max(COUNTRY_CODES.length)
    // Kept once each, Canada first, the rest in the order they were added.
    .transform((codes) => [...new Set(codes)].sort((a, b) => Number(b === CANADA) - Number(a === CANADA)))
    .optional(),
  taxRegistrations: TaxRegistrationsInputSchema.optional(),
  pricesIncludeTax: z.boolean().optional(),
  handOverPin: HandOverPinRuleSchema.optional(),
});
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInputSchema>;

export const SETTINGS_MESSAGE_DESCRIPTORS = {
  saved: /*i18n*/ {
    id: 'settings.saved',
    message: 'Settings saved successfully! Your changes have been applied.',
  },
  loadFailed: /*i18n*/ { id: 'settings.loadFailed', message: 'Failed to load settings' },
  updateFailed: /*i18n*/ { id: 'settings.updateFailed', message: 'Failed to update settings' },
} satisfies Record<string, Message>;
export const SETTINGS_MESSAGES = englishOf(SETTINGS_MESSAGE_DESCRIPTORS);
