import { z } from './zod';
import { english, englishOf, type Message, text } from './messages';
import { MoneySchema } from './common';
import { DEFAULT_LOCALE, type Locale } from './i18n';
import { isCalendarDay } from './exports';

/**
 * Canadian sales tax: the vocabulary shared by the server (which computes every
 * figure in its one pricing function) and the web app (which shows them). Sources and rules:
 * docs/decisions/015-canadian-sales-tax-and-invoices.md.
 */

/** Provinces and territories, by Canada Post's two-letter codes. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];
export const ProvinceSchema = z.enum(PROVINCES, {
  error: text(/*i18n*/ { id: 'validation.province.required', message: 'Choose a province or territory' }),
});

export const PROVINCE_NAME_MESSAGES: Record<Province, Message> = {
  AB: /*i18n*/ { id: 'province.AB', message: 'Alberta' },
  BC: /*i18n*/ { id: 'province.BC', message: 'British Columbia' },
  MB: /*i18n*/ { id: 'province.MB', message: 'Manitoba' },
  NB: /*i18n*/ { id: 'province.NB', message: 'New Brunswick' },
  NL: /*i18n*/ { id: 'province.NL', message: 'Newfoundland and Labrador' },
  NS: /*i18n*/ { id: 'province.NS', message: 'Nova Scotia' },
  NT: /*i18n*/ { id: 'province.NT', message: 'Northwest Territories' },
  NU: /*i18n*/ { id: 'province.NU', message: 'Nunavut' },
  ON: /*i18n*/ { id: 'province.ON', message: 'Ontario' },
  PE: /*i18n*/ { id: 'province.PE', message: 'Prince Edward Island' },
  QC: /*i18n*/ { id: 'province.QC', message: 'Quebec' },
  SK: /*i18n*/ { id: 'province.SK', message: 'Saskatchewan' },
  YT: /*i18n*/ { id: 'province.YT', message: 'Yukon' },
};
export const PROVINCE_NAMES: Record<Province, string> = englishOf(PROVINCE_NAME_MESSAGES);

/**
 * What a product is for sales tax: coffee (beans, ground, instant) is a zero-rated basic
 * grocery (Excise Tax Act, Schedule VI, Part III; exempt from PST and QST as food too); mugs,
 * brewers and gift boxes are taxable at the full rate.
 */
export const TAX_CATEGORIES = ['zero_rated_grocery', 'standard'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export const TaxCategorySchema = z.enum(TAX_CATEGORIES, {
  error: text(/*i18n*/ { id: 'validation.taxCategory.required', message: 'Choose a tax category' }),
});

/** A new product's category when none is chosen: coffee is a basic grocery, anything else taxable. */
export function defaultTaxCategory(type: string): TaxCategory {
  return type === 'accessory' ? 'standard' : 'zero_rated_grocery';
}

export const TAX_CATEGORY_MESSAGES: Record<TaxCategory, Message> = {
  zero_rated_grocery: /*i18n*/ {
    id: 'tax.category.zero_rated_grocery',
    message: 'Zero-rated (basic grocery)',
  },
  standard: /*i18n*/ { id: 'tax.category.standard', message: 'Taxable (standard rate)' },
};
export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = englishOf(TAX_CATEGORY_MESSAGES);

/** On a receipt line: "Zero-rated" or "Taxable". */
export const TAX_STATUS_MESSAGES: Record<TaxCategory, Message> = {
  zero_rated_grocery: /*i18n*/ { id: 'tax.status.zero_rated_grocery', message: 'Zero-rated' },
  standard: /*i18n*/ { id: 'tax.status.standard', message: 'Taxable' },
};
export const TAX_STATUS_WORDS: Record<TaxCategory, string> = englishOf(TAX_STATUS_MESSAGES);

export const TAX_KINDS = ['gst', 'hst', 'pst', 'qst'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];
export const TaxKindSchema = z.enum(TAX_KINDS);

/** The name a tax goes by where it is charged (Manitoba calls its PST the retail sales tax). */
export function taxName(tax: TaxKind, province: Province | null): string {
  if (tax === 'pst' && province === 'MB') return 'RST';
  return tax.toUpperCase();
}

/**
 * The registrations a shop may hold, each with its number and the day it took effect. A tax is
 * charged only from the day its registration takes effect (Excise Tax Act s. 166: a small
 * supplier that is not registered collects no GST/HST; the provinces' acts alike for PST, RST and
 * QST). GST and HST share one registration.
 */
export const TAX_REGISTRATION_KINDS = ['gstHst', 'qst', 'bcPst', 'skPst', 'mbRst'] as const;
export type TaxRegistrationKind = (typeof TAX_REGISTRATION_KINDS)[number];
export const TaxRegistrationKindSchema = z.enum(TAX_REGISTRATION_KINDS);

/** The registration a tax needs where it is charged; null when none is known (never for a rate). */
export function registrationFor(tax: TaxKind, province: Province | null): TaxRegistrationKind | null {
  if (tax === 'gst' || tax === 'hst') return 'gstHst';
  if (tax === 'qst') return 'qst';
  if (province === 'BC') return 'bcPst';
  if (province === 'SK') return 'skPst';
  if (province === 'MB') return 'mbRst';
  return null;
}

/** Rates are kept as integer parts per million: 5 % = 50,000; QST 9.975 % = 99,750. */
export const PPM = 1_000_000;

/** "5%", "9.975%", "13%"; fr-CA "9,975 %". */
export function formatRatePpm(ratePpm: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(ratePpm / PPM);
}

/**
 * Canada Post's first letter of a postal code names the province (the forward sortation area's
 * district); X covers two territories, told apart by the first three characters (X0A, X0B and
 * X0C are Nunavut).
 */
const FIRST_LETTER: Record<string, Province> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** A Canadian postal code: A1A 1A1 (D, F, I, O, Q, U never appear; W and Z never lead). */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The province or territory of a Canadian postal code, or null when it is not one. */
export function provinceOfPostalCode(postalCode: string): Province | null {
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!CANADIAN_POSTAL_CODE.test(code)) return null;
  const first = code.charAt(0);
  if (first === 'X') return ['X0A', 'X0B', 'X0C'].includes(code.slice(0, 3)) ? 'NU' : 'NT';
  return FIRST_LETTER[first] ?? null;
}

/** Whether an address is in Canada: addresses name their country by ISO code (`countries.ts`). */
export function isCanada(country: string): boolean {
  return country === 'CA';
}

/**
 * Where a sale is taxed (the place of supply): the province of the delivery address, the
 * store's province for a pickup, or outside Canada (an export, zero-rated). `estimate` is the
 * cart's guess before an address is chosen: the store's province.
 */
export const PlaceOfSupplySchema = z.object({
  /** null for an export outside Canada. */
  province: ProvinceSchema.nullable(),
  basis: z.enum(['delivery', 'pickup', 'estimate', 'export']),
  /** "Ontario", "Outside Canada (export)". */
  label: z.string(),
});
export type PlaceOfSupply = z.infer<typeof PlaceOfSupplySchema>;

export const EXPORT_LABEL_MESSAGE: Message = /*i18n*/ {
  id: 'tax.exportLabel',
  message: 'Outside Canada (export, zero-rated)',
};
export const EXPORT_LABEL = EXPORT_LABEL_MESSAGE.message;

/** One tax of a sale: which, at what rate, on what base, how much. */
export const TaxLineSchema = z.object({
  tax: TaxKindSchema,
  /** "HST", "GST", "PST", "RST", "QST". */
  name: z.string(),
  /** The rate in percent (9.975 for QST). */
  rate: z.number(),
  /** The taxable amount it was charged on (after discounts; the delivery fee's taxable part included). */
  taxableAmount: MoneySchema,
  amount: MoneySchema,
});
export type TaxLine = z.infer<typeof TaxLineSchema>;

/** The taxes of a quote or an order: place of supply, one line per tax, whether prices include them. */
export const TaxSummarySchema = z.object({
  placeOfSupply: PlaceOfSupplySchema,
  lines: z.array(TaxLineSchema),
  /** The sum of the lines. */
  total: MoneySchema,
  /** Prices include tax (a setting): the lines say how much of the total is tax. */
  included: z.boolean(),
  /**
   * The registrations the place of supply's taxes need that the shop did not hold on the day:
   * those taxes were not charged, and the receipt says why.
   */
  notRegistered: z.array(TaxRegistrationKindSchema),
});
export type TaxSummary = z.infer<typeof TaxSummarySchema>;

/** "HST 13%": how a tax line is titled on every screen and the receipt (fr-CA "TVH 13 %"). */
export function taxLineMessage(
  line: Pick<TaxLine, 'name' | 'rate'>,
  locale: Locale = DEFAULT_LOCALE,
): Message {
  const rate = formatRatePpm(Math.round(line.rate * 10_000), locale);
  return /*i18n*/ {
    id: 'tax.lineTitle',
    message: '{name, select, GST {GST} HST {HST} PST {PST} RST {RST} QST {QST} other {{name}}} {rate}',
    values: { name: line.name, rate },
  };
}

export function taxLineTitle(line: Pick<TaxLine, 'name' | 'rate'>): string {
  return english(taxLineMessage(line));
}

export const TAX_REGISTRATION_MESSAGES: Record<TaxRegistrationKind, Message> = {
  gstHst: /*i18n*/ { id: 'tax.registration.gstHst', message: 'GST/HST' },
  qst: /*i18n*/ { id: 'tax.registration.qst', message: 'Quebec QST' },
  bcPst: /*i18n*/ { id: 'tax.registration.bcPst', message: 'British Columbia PST' },
  skPst: /*i18n*/ { id: 'tax.registration.skPst', message: 'Saskatchewan PST' },
  mbRst: /*i18n*/ { id: 'tax.registration.mbRst', message: 'Manitoba RST' },
};

/**
 * Registration numbers as the agencies print them: CRA's business number with its GST/HST program
 * account (nine digits, RT, four digits: "123456789 RT 0001"); Revenu Québec's QST number (ten
 * digits, TQ, four digits) or, under the specified system for sellers outside Québec, "NR" and
 * eight digits; BC's PST number ("PST-1234-5678"); Saskatchewan's vendor licence (seven digits);
 * Manitoba's RST number (six to nine digits, a check digit sometimes after a dash).
 */
export const GST_HST_NUMBER = /^\d{9}\s?RT\s?\d{4}$/i;
export const QST_NUMBER = /^(\d{10}\s?TQ\s?\d{4}|NR\s?\d{8})$/i;
export const REGISTRATION_NUMBER_PATTERNS: Record<TaxRegistrationKind, RegExp> = {
  gstHst: GST_HST_NUMBER,
  qst: QST_NUMBER,
  bcPst: /^(PST-?)?\d{4}-?\d{4}$/i,
  skPst: /^\d{7}$/,
  mbRst: /^\d{5,8}-?\d$/,
};

/** How each number is written once checked: spaces and case as the agency prints it. */
function normalizeRegistrationNumber(kind: TaxRegistrationKind, raw: string): string {
  const value = raw.toUpperCase().replace(/\s+/g, '');
  if (kind === 'gstHst' || kind === 'qst')
    return value.replace(/^(\d+)(RT|TQ)(\d{4})$/, '$1 $2 $3').replace(/^NR(\d{8})$/, 'NR$1');
  if (kind === 'bcPst') return value.replace(/^(?:PST-?)?(\d{4})-?(\d{4})$/, 'PST-$1-$2');
  return value;
}

const REGISTRATION_NUMBER_MESSAGES: Record<TaxRegistrationKind, string> = {
  gstHst: text(
    /*i18n*/ {
      id: 'validation.gstHstNumber.format',
      message: 'A GST/HST number is 9 digits, RT and 4 digits, e.g. 123456789 RT 0001',
    },
  ),
  qst: text(
    /*i18n*/ {
      id: 'validation.qstNumber.format',
      message:
        'A QST number is 10 digits, TQ and 4 digits (1234567890 TQ 0001), or NR and 8 digits under the specified system',
    },
  ),
  bcPst: text(
    /*i18n*/ {
      id: 'validation.bcPstNumber.format',
      message: 'A BC PST number is PST and 8 digits, e.g. PST-1234-5678',
    },
  ),
  skPst: text(
    /*i18n*/ { id: 'validation.skPstNumber.format', message: 'A Saskatchewan PST number is 7 digits' },
  ),
  mbRst: text(
    /*i18n*/ { id: 'validation.mbRstNumber.format', message: 'A Manitoba RST number is 6 to 9 digits' },
  ),
};

/** A registration as Settings keeps it: the number and the first day its tax is charged. */
export const TaxRegistrationSchema = z.object({
  number: z.string(),
  /** `YYYY-MM-DD` on the store's calendar. */
  effectiveFrom: z.string(),
});
export type TaxRegistration = z.infer<typeof TaxRegistrationSchema>;

/** Every registration, null when the shop does not hold it. */
export const TaxRegistrationsSchema = z.object(
  Object.fromEntries(
    TAX_REGISTRATION_KINDS.map((kind) => [kind, TaxRegistrationSchema.nullable()]),
  ) as Record<TaxRegistrationKind, z.ZodNullable<typeof TaxRegistrationSchema>>,
);
export type TaxRegistrations = z.infer<typeof TaxRegistrationsSchema>;

export const NO_TAX_REGISTRATIONS: TaxRegistrations = {
  gstHst: null,
  qst: null,
  bcPst: null,
  skPst: null,
  mbRst: null,
};

const EFFECTIVE_DAY = text(
  /*i18n*/ {
    id: 'validation.registration.effectiveFrom',
    message: 'Enter the day the registration took effect',
  },
);

const registrationInput = (kind: TaxRegistrationKind) =>
  z
    .object({
      number: z
        .string()
        .trim()
        .max(30, REGISTRATION_NUMBER_MESSAGES[kind])
        .refine(
          (value) => REGISTRATION_NUMBER_PATTERNS[kind].test(value.replace(/\s+/g, '')),
          REGISTRATION_NUMBER_MESSAGES[kind],
        )
        .transform((value) => normalizeRegistrationNumber(kind, value)),
      effectiveFrom: z.string({ error: EFFECTIVE_DAY }).refine(isCalendarDay, EFFECTIVE_DAY),
    })
    .nullable();

/** PATCH /settings: any of the registrations; null ends one, left out keeps it. */
export const TaxRegistrationsInputSchema = z.object(
  Object.fromEntries(TAX_REGISTRATION_KINDS.map((kind) => [kind, registrationInput(kind).optional()])) as {
    [K in TaxRegistrationKind]: z.ZodOptional<ReturnType<typeof registrationInput>>;
  },
);
export type TaxRegistrationsInput = z.infer<typeof TaxRegistrationsInputSchema>;

/** Whether a registration is in force on a day (`YYYY-MM-DD`). */
export function isRegisteredOn(registration: TaxRegistration | null | undefined, day: string): boolean {
  return Boolean(registration && registration.effectiveFrom <= day);
}

export const TAX_MESSAGE_DESCRIPTORS = {
  postalCodeNotCanadian: (postalCode: string): Message => /*i18n*/ ({
    id: 'tax.postalCodeNotCanadian',
    message:
      '{postalCode} is not a Canadian postal code (like M5V 2T6). We need it to charge the right sales tax for your province.',
    values: { postalCode },
  }),
};
export const TAX_MESSAGES = englishOf(TAX_MESSAGE_DESCRIPTORS);

/** "INV-000042" / "CN-000007": how invoice and credit note numbers are printed. */
export function invoiceLabel(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}
export function creditNoteLabel(number: number): string {
  return `CN-${String(number).padStart(6, '0')}`;
}

/**
 * The registration thresholds the shop's sales are measured against (decision 015): the
 * small-supplier test of GST/HST counts every taxable supply, zero-rated ones included, over four
 * consecutive calendar quarters; Québec's specified system counts supplies in Québec, BC's PST
 * sales to BC, each over twelve months. Saskatchewan and Manitoba are shown without one: their
 * rules for sellers outside the province are the accountant's to read.
 */
export const REGISTRATION_THRESHOLDS: Record<TaxRegistrationKind, number | null> = {
  gstHst: 30_000,
  qst: 30_000,
  bcPst: 10_000,
  skPst: null,
  mbRst: null,
};

/** Sales at this share of a threshold are "approaching" it: time to register. */
export const THRESHOLD_WARNING_SHARE = 0.8;

/** Where each registration's sales are counted: everywhere for GST/HST, else its province. */
export const REGISTRATION_PROVINCE: Record<TaxRegistrationKind, Province | null> = {
  gstHst: null,
  qst: 'QC',
  bcPst: 'BC',
  skPst: 'SK',
  mbRst: 'MB',
};

export const THRESHOLD_STATUSES = ['registered', 'below', 'approaching', 'crossed', 'noThreshold'] as const;
export type ThresholdStatus = (typeof THRESHOLD_STATUSES)[number];

/** One registration measured: sales per quarter (oldest first), their sum, the threshold. */
export const RegistrationCheckSchema = z.object({
  registration: TaxRegistrationKindSchema,
  province: ProvinceSchema.nullable(),
  byQuarter: z.array(z.number()),
  sales: z.number(),
  threshold: MoneySchema.nullable(),
  registered: z.boolean(),
  status: z.enum(THRESHOLD_STATUSES),
});
export type RegistrationCheck = z.infer<typeof RegistrationCheckSchema>;

/** GET /api/admin/tax/thresholds: the last four calendar quarters, this one to date last. */
export const TaxThresholdsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Today on the store's calendar. */
    asOf: z.string(),
    quarters: z.array(z.object({ label: z.string(), from: z.string(), to: z.string() })),
    checks: z.array(RegistrationCheckSchema),
  }),
});
export type TaxThresholds = z.infer<typeof TaxThresholdsResponseSchema>['data'];

/**
 * How a registration stands against its threshold: held, or the sales (tax excluded, credit
 * notes taken off) below, approaching or past it.
 */
export function thresholdStatus(
  sales: number,
  threshold: number | null,
  registered: boolean,
): ThresholdStatus {
  if (registered) return 'registered';
  if (threshold === null) return 'noThreshold';
  if (sales > threshold) return 'crossed';
  return sales >= threshold * THRESHOLD_WARNING_SHARE ? 'approaching' : 'below';
}

/** One tax of a jurisdiction in the tax report: charged on invoices, given back on credit notes. */
export const ReportTaxSchema = z.object({
  tax: TaxKindSchema,
  name: z.string(),
  rate: z.number(),
  /** Bases and amounts, tax excluded; `net` = invoiced − credited. */
  invoicedBase: z.number(),
  invoiced: z.number(),
  creditedBase: z.number(),
  credited: z.number(),
  net: z.number(),
});

/** A place of supply in the tax report (null: exports outside Canada). */
export const ReportJurisdictionSchema = z.object({
  province: ProvinceSchema.nullable(),
  /** Sales net of credit notes, tax excluded. */
  zeroRated: z.number(),
  taxable: z.number(),
  exempt: z.number(),
  taxes: z.array(ReportTaxSchema),
});

/**
 * GET /api/admin/tax/report?from=&to=: by document date, per jurisdiction the zero-rated, taxable
 * and exempt sales and each tax, and the figures of the returns (decision 015).
 */
export const TaxReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    invoices: z.number().int(),
    creditNotes: z.number().int(),
    jurisdictions: z.array(ReportJurisdictionSchema),
    /** The GST/HST return (GST34): line 101 sales, 103 tax collected, 105 = 103 + 104 (none). */
    gstHstReturn: z.object({ line101: z.number(), line103: z.number(), line105: z.number() }),
    /** The QST return: supplies in Québec, QST collected net of credit notes. */
    qstReturn: z.object({ supplies: z.number(), collected: z.number() }),
  }),
});
export type TaxReport = z.infer<typeof TaxReportResponseSchema>['data'];
