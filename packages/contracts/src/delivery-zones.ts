import { z } from './zod';
import { text } from './messages';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { checkPostalCode, CountryCodeSchema } from './countries';
import { WEEKDAYS } from './store-hours';
import {
  NAME_REQUIRED,
  NUMBER_MIN0,
  NUMBER_REQUIRED,
  ONE_LINE,
  ONE_LINE_PATTERN,
  POSTAL_CODE_REQUIRED,
} from './validation-messages';

/**
 * Delivery zones by postal code (decision 019): the owner names the Canadian postal areas a zone
 * serves, each as an FSA (the first three characters of a postal code, "M5H") or a prefix of one
 * ("M5*", "M*"); the zone of an address is the one whose prefix is the longest that its FSA starts
 * with, and it decides the delivery fees, the free-delivery threshold and the minimum order.
 */

/** Letters a Canadian postal code may start with, and the ones its third character may be. */
const FIRST = 'ABCEGHJKLMNPRSTVXY';
const THIRD = 'ABCEGHJKLMNPRSTVWXYZ';

/** "M5H" (one FSA), "M5*" (every FSA starting M5) or "M*" (a whole district), upper case. */
export const FSA_PATTERN = new RegExp(`^[${FIRST}](?:\\*|\\d(?:\\*|[${THIRD}]))$`);

/** The most areas one zone lists: a large city's FSAs fit many times over. */
export const MAX_ZONE_AREAS = 300;

/** The prefix a pattern stands for: "M5*" → "M5", "M5H" → "M5H". */
export const prefixOfPattern = (pattern: string) => pattern.replace(/\*$/, '');

/** How a prefix is written for people: "M5" → "M5*", "M5H" → "M5H". */
export const patternOfPrefix = (prefix: string) => (prefix.length < 3 ? `${prefix}*` : prefix);

/** The FSA of a postal code ("m5h 2m9" → "M5H"); null when it does not start like a Canadian one. */
export function fsaOf(postalCode: string): string | null {
  const fsa = postalCode.trim().toUpperCase().slice(0, 3);
  return /^[A-Z]\d[A-Z]$/.test(fsa) ? fsa : null;
}

/**
 * The zone serving an FSA: among the zones' prefixes that the FSA starts with, the longest wins
 * ("M5H" in one zone beats "M5*" in another). Null when none does.
 */
export function zoneForFsa<Z extends { prefixes: readonly string[] }>(
  fsa: string,
  zones: readonly Z[],
): Z | null {
  let best: { zone: Z; length: number } | null = null;
  for (const zone of zones) {
    for (const prefix of zone.prefixes) {
      if (fsa.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { zone, length: prefix.length };
    }
  }
  return best?.zone ?? null;
}

export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

/** Weekday names as indexes of the store's week (0 = Monday), as the delivery promise reads them. */
export const weekdayIndexes = (days: readonly Weekday[]) => days.map((day) => WEEKDAYS.indexOf(day));

const FSA_INVALID = text(
  /*i18n*/ {
    id: 'validation.deliveryZone.fsa',
    message:
      'Write each postal area as the first 3 characters of a Canadian postal code (M5H), or a prefix ending in * (M5* or M*)',
  },
);
const FSAS_REQUIRED = text(
  /*i18n*/ { id: 'validation.deliveryZone.fsasRequired', message: 'List at least one postal area' },
);
const FSAS_MAX = text(
  /*i18n*/ {
    id: 'validation.deliveryZone.fsasMax',
    message: 'List at most {max, number} postal areas in one zone',
    values: { max: MAX_ZONE_AREAS },
  },
);
const DAYS_REQUIRED = text(
  /*i18n*/ { id: 'validation.deliveryZone.daysRequired', message: 'Choose at least one delivery day' },
);
const NAME_MAX = text(
  /*i18n*/ {
    id: 'validation.deliveryZone.nameMax',
    message: 'A zone’s name has at most {max, number} characters',
    values: { max: 80 },
  },
);
const FEE_MAX = text(/*i18n*/ { id: 'validation.deliveryZone.feeMax', message: 'Must be at most $10,000' });

const zoneMoney = z.number({ error: NUMBER_REQUIRED }).min(0, NUMBER_MIN0).max(10_000, FEE_MAX);

/** One postal area as typed: spaces around and any case are forgiven, the shape is not. */
export const FsaPatternSchema = z
  .string({ error: FSA_INVALID })
  .trim()
  .toUpperCase()
  .refine((value) => FSA_PATTERN.test(value), { message: FSA_INVALID, params: { code: 'fsa_invalid' } });

const ZoneFields = {
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(80, NAME_MAX)
    .regex(ONE_LINE_PATTERN, ONE_LINE),
  fsas: z
    .array(FsaPatternSchema, { error: FSAS_REQUIRED })
    .min(1, FSAS_REQUIRED)
    .max(MAX_ZONE_AREAS, FSAS_MAX)
    // Kept once each, in the order typed.
    .transform((patterns) => [...new Set(patterns)]),
  standardFee: zoneMoney,
  /** Null: express delivery is not offered in this zone. */
  expressFee: zoneMoney.nullable(),
  /** The subtotal before discounts a delivery needs (0: none). */
  minimumOrder: zoneMoney,
  /** Delivery is free from this subtotal before discounts; null: never free. */
  freeDeliveryThreshold: zoneMoney.nullable(),
  deliveryDays: z
    .array(WeekdaySchema, { error: DAYS_REQUIRED })
    .min(1, DAYS_REQUIRED)
    .max(7)
    // Kept once each, Monday first.
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
};

/** POST /admin/delivery-zones. */
export const DeliveryZoneInputSchema = z.object({
  ...ZoneFields,
  minimumOrder: ZoneFields.minimumOrder.default(0),
});
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInputSchema>;
export type DeliveryZoneValues = z.output<typeof DeliveryZoneInputSchema>;

/** PATCH /admin/delivery-zones/:id: any of the fields, checked as they would be saved. */
export const DeliveryZoneUpdateInputSchema = z
  .object(ZoneFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: text(
      /*i18n*/ {
        id: 'validation.deliveryZone.nothingToChange',
        message: 'Send at least one field to change',
      },
    ),
  });
export type DeliveryZoneUpdateInput = z.input<typeof DeliveryZoneUpdateInputSchema>;

export const DeliveryZoneParamsSchema = z.object({ id: z.uuid() });

export const DeliveryZoneSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** As the owner writes them: "M5H", "M5*". */
  fsas: z.array(z.string()),
  standardFee: MoneySchema,
  expressFee: MoneySchema.nullable(),
  minimumOrder: MoneySchema,
  freeDeliveryThreshold: MoneySchema.nullable(),
  deliveryDays: z.array(WeekdaySchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const DeliveryZoneResponseSchema = z.object({ success: z.literal(true), data: DeliveryZoneSchema });
export const DeliveryZoneListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(DeliveryZoneSchema),
});
export const DeliveryZoneDeletedResponseSchema = z.object({ success: z.literal(true) });
export type DeliveryZoneList = z.infer<typeof DeliveryZoneListResponseSchema>['data'];

/** GET /delivery-zones/lookup: where a delivery would go. */
export const DeliveryZoneLookupQuerySchema = z
  .object({
    postalCode: z.string({ error: POSTAL_CODE_REQUIRED }).trim().min(1, POSTAL_CODE_REQUIRED).max(20),
    country: CountryCodeSchema.default('CA'),
  })
  .superRefine(checkPostalCode);

/**
 * How an address is delivered (decision 019):
 * - `zone`: a zone serves its postal area, on its terms;
 * - `flat`: the shop has no zones, or the address is outside Canada (the "everywhere else" rule):
 *   the flat fees of Settings;
 * - `outside`: the shop has zones and none serves this Canadian postal area: pickup only.
 */
export const DELIVERY_COVERAGES = ['zone', 'flat', 'outside'] as const;
export type DeliveryCoverage = (typeof DELIVERY_COVERAGES)[number];

/** The terms a delivery is priced on, in dollars (a zone's, or the flat fees of Settings). */
export const DeliveryTermsSchema = z.object({
  /** The zone's name; null for the flat fees. */
  zone: z.string().nullable(),
  standardFee: MoneySchema,
  /** Null: express delivery is not offered there. */
  expressFee: MoneySchema.nullable(),
  minimumOrder: MoneySchema,
  /** Null: delivery is never free there. */
  freeDeliveryThreshold: MoneySchema.nullable(),
  /** The weekdays it is delivered; null: every business day of the store. */
  deliveryDays: z.array(WeekdaySchema).nullable(),
});
export type DeliveryTermsDto = z.infer<typeof DeliveryTermsSchema>;

export const DeliveryZoneLookupSchema = z.object({
  coverage: z.enum(DELIVERY_COVERAGES),
  /** The FSA read from the postal code ("M5H"); null outside Canada. */
  fsa: z.string().nullable(),
  /** Null when delivery is not offered there (`outside`). */
  terms: DeliveryTermsSchema.nullable(),
});
export type DeliveryZoneLookup = z.infer<typeof DeliveryZoneLookupSchema>;
export const DeliveryZoneLookupResponseSchema = z.object({
  success: z.literal(true),
  data: DeliveryZoneLookupSchema,
});
