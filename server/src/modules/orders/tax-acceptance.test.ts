import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_TAX_REGISTRATIONS,
  type Province,
  type TaxKind,
  taxName,
  type TaxRegistrationKind,
  type TaxRegistrations,
} from '@ikawa/contracts/tax';
import { type App, buildApp } from '../../app';
import type { Config } from '../../config';
import { createProduct, createUser } from '../../db/factories';
import { orders, orderTaxLines, taxDocuments, taxDocumentTaxes } from '../../db/schema/index';
import { updateSettingsRow } from '../settings/repo';
import {
  createTestDatabase,
  placeCardOrder,
  REGISTERED_EVERYWHERE,
  resetDatabase,
  testConfig,
  type TestUser,
} from '../../../test/helpers';

/**
 * Acceptance table of worked sales-tax examples (decision 015), end to end through the API: every
 * row is priced by `POST /api/checkout/quote`, placed as a cash order (`POST /api/orders`) that the
 * shop then hands over, which issues its invoice, and, marked `card`, paid by card too (invoiced
 * at once). Each figure below was worked out by hand, in cents, from the rules — never by calling
 * the pricing code:
 *
 * - coffee is a zero-rated basic grocery; an accessory is taxable at the rates of the place of
 *   supply: the delivery address's province, the store's for a pickup (and for a cart without an
 *   address, an estimate), none outside Canada (an export);
 * - the delivery fee follows the goods: fee share = fee × taxable net ÷ all net, half a cent up
 *   (by list prices when a code took every line to nothing);
 * - each tax is rounded per line, half a cent up (then the fee share's), and added up per tax;
 * - a percentage or fixed code (at most the lines' value) is shared over the lines it applies to
 *   (largest remainders) and lowers their taxable amount; a free-delivery code takes the fee, and
 *   its share, away;
 * - prices including tax: each line's tax is amount × rate ÷ (1 + Σ rates), rounded the same way;
 *   a tax line's base is what is left of the amounts once every tax is taken out;
 * - a tax is charged only under a registration the shop holds; the taxable base is kept anyway.
 *
 * Columns: sub(total), disc(ount), fee, (fee) share taxed, taxes ("name rate% base amount", `;`
 * between taxes, "no <registration>" for a tax not charged for want of it), total, taxable base
 * and zero-rated base (tax excluded) of the invoice. Products: coffee 19.50 (ground, ½ kg), mug
 * 24.00, instant 16.75, green and roasted sacks 1,140.00 and 1,320.00; small accessories spoon
 * 1.10, filter 0.99, tin 7.77, clip 0.05, cloth 2.35, scoop 0.37, brush 3.33. Settings: standard
 * delivery 10.00, express 15.00, free from a 50.00 subtotal; store in Ontario; prices exclusive of
 * tax; registered for every tax, unless a row says otherwise.
 */

const PRODUCTS = {
  coffee: { price: 19.5, type: 'powder', weight: 0.5 },
  mug: { price: 24, type: 'accessory', weight: null },
  instant: { price: 16.75, type: 'granule', weight: 0.2 },
  green: { price: 1140, type: 'sack', weight: 60 },
  roasted: { price: 1320, type: 'sack', weight: 60 },
  spoon: { price: 1.1, type: 'accessory', weight: null },
  filter: { price: 0.99, type: 'accessory', weight: null },
  tin: { price: 7.77, type: 'accessory', weight: null },
  clip: { price: 0.05, type: 'accessory', weight: null },
  cloth: { price: 2.35, type: 'accessory', weight: null },
  scoop: { price: 0.37, type: 'accessory', weight: null },
  brush: { price: 3.33, type: 'accessory', weight: null },
} as const;
type ProductKey = keyof typeof PRODUCTS;

const CARTS = {
  coffee: { coffee: 1 },
  mug: { mug: 1 },
  'coffee+mug': { coffee: 1, mug: 1 },
  '2 coffee+mug': { coffee: 2, mug: 1 },
  sacks: { green: 1, roasted: 1 },
  '3 instant': { instant: 3 },
  'spoon+filter': { spoon: 1, filter: 1 },
  clip: { clip: 1 },
  // Six lines: 3 spoons, 7 filters, a tin, 9 clips, 4 cloths and a coffee.
  six: { spoon: 3, filter: 7, tin: 1, clip: 9, cloth: 4, coffee: 1 },
  // Seven accessories at odd prices: per line HST is 2.08, on their sum (15.96) it would be 2.07.
  seven: { spoon: 1, filter: 1, tin: 1, clip: 1, cloth: 1, scoop: 1, brush: 1 },
} satisfies Record<string, Partial<Record<ProductKey, number>>>;
type CartKey = keyof typeof CARTS;

/** The codes the admin creates (none has a limit, so every row may use them). */
const CODES = {
  TAX15: { kind: 'percentage', percentOff: 15 },
  FIVEOFF: { kind: 'fixed', amountOff: 5 },
  FREESHIP: { kind: 'free_delivery' },
  MUG10: { kind: 'percentage', percentOff: 10, productTypes: ['accessory'] },
  COFFEE10: { kind: 'percentage', percentOff: 10, productTypes: ['powder'] },
} as const;
type CodeKey = keyof typeof CODES;

const POSTAL_CODES: Record<Province, string> = {
  ON: 'M5H 2M9',
  QC: 'H2X 1Y4',
  BC: 'V6B 1A1',
  AB: 'T2P 1J9',
  NS: 'B3H 1A1',
  NU: 'X0A 0H0',
  MB: 'R3C 0V8',
  SK: 'S4P 3Y2',
  NB: 'E1C 4M3',
  NL: 'A1C 5M2',
  PE: 'C1A 4P3',
  YT: 'Y1A 2C6',
  NT: 'X1A 2L9',
};

/**
 * Where to: a province (delivered to an address there, taxed there), 'Burundi' (an export),
 * 'pickup' (at the store, taxed in its province) or 'no address' (the cart's estimate, at the
 * store's province; quoted only, an order needs an address).
 */
type To = Province | 'Burundi' | 'pickup' | 'no address';
/**
 * Space-separated: `express`, a code, `incl` (prices include tax), `reg:none` or `reg:gstHst`
 * (registrations held; every one by default), `store:QC` (the store's province), `card`.
 */
type How = string;
type Row = [
  cart: CartKey,
  to: To,
  how: How,
  sub: number,
  disc: number,
  fee: number,
  share: number,
  taxes: string,
  total: number,
  taxable: number,
  zero: number,
];

// prettier-ignore
const ROWS: Row[] = [
  // Coffee alone: zero-rated, and so is the fee that delivers it; each tax of the place at 0.00.
  ['coffee',       'ON',         '',                  1950,    0, 1000,    0, 'HST 13 0 0',                           2950,    0, 2950],
  ['coffee',       'QC',         '',                  1950,    0, 1000,    0, 'GST 5 0 0; QST 9.975 0 0',             2950,    0, 2950],
  ['coffee',       'BC',         '',                  1950,    0, 1000,    0, 'GST 5 0 0; PST 7 0 0',                 2950,    0, 2950],
  ['coffee',       'AB',         '',                  1950,    0, 1000,    0, 'GST 5 0 0',                            2950,    0, 2950],
  ['coffee',       'NS',         '',                  1950,    0, 1000,    0, 'HST 14 0 0',                           2950,    0, 2950],
  ['coffee',       'NU',         'card',              1950,    0, 1000,    0, 'GST 5 0 0',                            2950,    0, 2950],
  ['coffee',       'MB',         '',                  1950,    0, 1000,    0, 'GST 5 0 0; RST 7 0 0',                 2950,    0, 2950],
  ['coffee',       'SK',         '',                  1950,    0, 1000,    0, 'GST 5 0 0; PST 6 0 0',                 2950,    0, 2950],
  ['coffee',       'NB',         '',                  1950,    0, 1000,    0, 'HST 15 0 0',                           2950,    0, 2950],
  ['coffee',       'NL',         '',                  1950,    0, 1000,    0, 'HST 15 0 0',                           2950,    0, 2950],
  ['coffee',       'PE',         '',                  1950,    0, 1000,    0, 'HST 15 0 0',                           2950,    0, 2950],
  ['coffee',       'YT',         '',                  1950,    0, 1000,    0, 'GST 5 0 0',                            2950,    0, 2950],
  ['coffee',       'NT',         '',                  1950,    0, 1000,    0, 'GST 5 0 0',                            2950,    0, 2950],
  ['coffee',       'Burundi',    '',                  1950,    0, 1000,    0, '',                                     2950,    0, 2950],
  // Coffee and a mug: fee share 10.00 × 24.00 ÷ 43.50 = 5.517 → 5.52, taxed with the mug (29.52).
  // ON: 3.12 + 0.7176 → 0.72 = 3.84. QC: GST 1.20 + 0.276 → 0.28; QST 2.394 → 2.39 + 0.5506 → 0.55.
  ['coffee+mug',   'ON',         'card',              4350,    0, 1000,  552, 'HST 13 2952 384',                      5734, 2952, 2398],
  ['coffee+mug',   'QC',         'card',              4350,    0, 1000,  552, 'GST 5 2952 148; QST 9.975 2952 294',   5792, 2952, 2398],
  ['coffee+mug',   'BC',         'card',              4350,    0, 1000,  552, 'GST 5 2952 148; PST 7 2952 207',       5705, 2952, 2398],
  ['coffee+mug',   'AB',         '',                  4350,    0, 1000,  552, 'GST 5 2952 148',                       5498, 2952, 2398],
  ['coffee+mug',   'NS',         'card',              4350,    0, 1000,  552, 'HST 14 2952 413',                      5763, 2952, 2398],
  ['coffee+mug',   'NU',         '',                  4350,    0, 1000,  552, 'GST 5 2952 148',                       5498, 2952, 2398],
  ['coffee+mug',   'MB',         'card',              4350,    0, 1000,  552, 'GST 5 2952 148; RST 7 2952 207',       5705, 2952, 2398],
  ['coffee+mug',   'SK',         'card',              4350,    0, 1000,  552, 'GST 5 2952 148; PST 6 2952 177',       5675, 2952, 2398],
  ['coffee+mug',   'NB',         'card',              4350,    0, 1000,  552, 'HST 15 2952 443',                      5793, 2952, 2398],
  ['coffee+mug',   'NL',         '',                  4350,    0, 1000,  552, 'HST 15 2952 443',                      5793, 2952, 2398],
  ['coffee+mug',   'PE',         '',                  4350,    0, 1000,  552, 'HST 15 2952 443',                      5793, 2952, 2398],
  ['coffee+mug',   'YT',         '',                  4350,    0, 1000,  552, 'GST 5 2952 148',                       5498, 2952, 2398],
  ['coffee+mug',   'NT',         '',                  4350,    0, 1000,  552, 'GST 5 2952 148',                       5498, 2952, 2398],
  ['coffee+mug',   'Burundi',    'card',              4350,    0, 1000,    0, '',                                     5350,    0, 5350],
  // Express: all of the fee is taxed with a mug alone; 15.00 × 24.00 ÷ 43.50 = 8.276 → 8.28 mixed.
  ['mug',          'ON',         'express card',      2400,    0, 1500, 1500, 'HST 13 3900 507',                      4407, 3900,    0],
  ['coffee+mug',   'MB',         'express',           4350,    0, 1500,  828, 'GST 5 3228 161; RST 7 3228 226',       6237, 3228, 2622],
  // Free delivery from a 50.00 subtotal (63.00), express too: only the mug is taxed.
  ['2 coffee+mug', 'ON',         '',                  6300,    0,    0,    0, 'HST 13 2400 312',                      6612, 2400, 3900],
  ['2 coffee+mug', 'QC',         '',                  6300,    0,    0,    0, 'GST 5 2400 120; QST 9.975 2400 239',   6659, 2400, 3900],
  ['2 coffee+mug', 'NB',         'express',           6300,    0,    0,    0, 'HST 15 2400 360',                      6660, 2400, 3900],
  // At the store: no fee, taxed in the store's province; before an address, an estimate there.
  ['coffee+mug',   'pickup',     'card',              4350,    0,    0,    0, 'HST 13 2400 312',                      4662, 2400, 1950],
  ['coffee',       'pickup',     '',                  1950,    0,    0,    0, 'HST 13 0 0',                           1950,    0, 1950],
  ['coffee+mug',   'pickup',     'store:QC',          4350,    0,    0,    0, 'GST 5 2400 120; QST 9.975 2400 239',   4709, 2400, 1950],
  ['coffee+mug',   'no address', '',                  4350,    0, 1000,  552, 'HST 13 2952 384',                      5734, 2952, 2398],
  // Codes. 15 % of 43.50 = 6.525 → 6.53, shared 2.93 + 3.60: mug 20.40, fee share
  // 10 × 20.40 ÷ 36.97 = 5.518 → 5.52. 5.00 off: 2.24 + 2.76 (largest remainder), mug 21.24,
  // share 10 × 21.24 ÷ 38.50 = 5.517 → 5.52. 5.00 off a 0.05 clip takes 0.05: nothing is left of
  // the goods, the fee delivers only taxable goods and is taxed in full. Free delivery: no fee
  // share. 10 % off the mug: 2.40, share 10 × 21.60 ÷ 41.10 = 5.255 → 5.26. 10 % off coffee: 1.95,
  // share 10 × 24 ÷ 41.55 = 5.776 → 5.78. An export: the code, no tax.
  ['coffee+mug',   'ON',         'TAX15 card',        4350,  653, 1000,  552, 'HST 13 2592 337',                      5034, 2592, 2105],
  ['coffee+mug',   'QC',         'TAX15',             4350,  653, 1000,  552, 'GST 5 2592 130; QST 9.975 2592 258',   5085, 2592, 2105],
  ['coffee+mug',   'ON',         'FIVEOFF',           4350,  500, 1000,  552, 'HST 13 2676 348',                      5198, 2676, 2174],
  ['coffee+mug',   'QC',         'FIVEOFF card',      4350,  500, 1000,  552, 'GST 5 2676 134; QST 9.975 2676 267',   5251, 2676, 2174],
  ['clip',         'ON',         'FIVEOFF',              5,    5, 1000, 1000, 'HST 13 1000 130',                      1130, 1000,    0],
  ['coffee+mug',   'ON',         'FREESHIP',          4350, 1000, 1000,    0, 'HST 13 2400 312',                      4662, 2400, 1950],
  ['coffee+mug',   'ON',         'MUG10',             4350,  240, 1000,  526, 'HST 13 2686 349',                      5459, 2686, 2424],
  ['coffee+mug',   'ON',         'COFFEE10',          4350,  195, 1000,  578, 'HST 13 2978 387',                      5542, 2978, 2177],
  ['coffee+mug',   'Burundi',    'TAX15',             4350,  653, 1000,    0, '',                                     4697,    0, 4697],
  // Sacks (free delivery) and instant coffee: zero-rated whatever the amount.
  ['sacks',        'ON',         '',                246000,    0,    0,    0, 'HST 13 0 0',                         246000,    0, 246000],
  ['3 instant',    'NS',         '',                  5025,    0,    0,    0, 'HST 14 0 0',                           5025,    0, 5025],
  // Rounding per line, half a cent up. Spoon 0.055 → 0.06, filter 0.0495 → 0.05, fee 0.50 (on
  // 2.09 of goods 0.1045 would give 0.10). Six lines in QC: GST 0.165 → 0.17, 0.3465 → 0.35,
  // 0.3885 → 0.39, 0.0225 → 0.02, 0.47, fee share 10 × 27.85 ÷ 47.35 = 5.88 → 0.294 → 0.29: 1.69.
  // A 0.05 clip: HST 0.0065 → 0.01, but GST 0.0025 and QST 0.0049875 both round to 0.00. Seven
  // accessories: HST 0.143 → 0.14, 0.1287 → 0.13, 1.0101 → 1.01, 0.0065 → 0.01, 0.3055 → 0.31,
  // 0.0481 → 0.05, 0.4329 → 0.43 = 2.08 (2.07 on their 15.96 sum) + 1.30 on the fee; GST 0.81 per
  // line (0.80 on the sum) + 0.50.
  ['spoon+filter', 'AB',         '',                   209,    0, 1000, 1000, 'GST 5 1209 61',                        1270, 1209,    0],
  ['six',          'QC',         'card',              4735,    0, 1000,  588, 'GST 5 3373 169; QST 9.975 3373 337',   6241, 3373, 2362],
  ['clip',         'ON',         '',                     5,    0, 1000, 1000, 'HST 13 1005 131',                      1136, 1005,    0],
  ['clip',         'QC',         '',                     5,    0, 1000, 1000, 'GST 5 1005 50; QST 9.975 1005 100',    1155, 1005,    0],
  ['seven',        'ON',         'card',              1596,    0, 1000, 1000, 'HST 13 2596 338',                      2934, 2596,    0],
  ['seven',        'QC',         '',                  1596,    0, 1000, 1000, 'GST 5 2596 131; QST 9.975 2596 259',   2986, 2596,    0],
  // Prices include tax: mug HST 24 × 13 ÷ 113 = 2.761 → 2.76, fee 1.150 → 1.15, base 30.09. In
  // QC GST 1.04 + 0.43 = 1.47 and QST 2.08 + 0.87 = 2.95 on 29.58 (amounts less every tax), where
  // 29.58 × 5 % would be 1.48: the base shown is 1 ¢ off its GST, as per-line extraction gives.
  // BC: fee share 5.52 (of prices with tax); GST 1.07 + 0.25, PST 1.50 + 0.345 → 0.35. Export:
  // the same price, no tax in it. GST only in QC: 24 × 5 ÷ 105 = 1.14, 10 × 5 ÷ 105 = 0.48. 15 %
  // off: mug 20.40 × 13 ÷ 113 = 2.35, share 5.52 → 0.635 → 0.64. Free delivery: the mug's 2.76.
  // Picked up, store in BC: GST 1.07 and PST 1.50 out of the mug's 24.00.
  ['mug',          'ON',         'incl',              2400,    0, 1000, 1000, 'HST 13 3009 391',                      3400, 3009,    0],
  ['mug',          'QC',         'incl card',         2400,    0, 1000, 1000, 'GST 5 2958 147; QST 9.975 2958 295',   3400, 2958,    0],
  ['coffee+mug',   'BC',         'incl',              4350,    0, 1000,  552, 'GST 5 2635 132; PST 7 2635 185',       5350, 2635, 2398],
  ['mug',          'Burundi',    'incl',              2400,    0, 1000,    0, '',                                     3400,    0, 3400],
  ['mug',          'QC',         'incl reg:gstHst',   2400,    0, 1000, 1000, 'GST 5 3238 162; no qst',               3400, 3238,    0],
  ['coffee+mug',   'ON',         'incl TAX15',        4350,  653, 1000,  552, 'HST 13 2293 299',                      4697, 2293, 2105],
  ['mug',          'ON',         'incl FREESHIP',     2400, 1000, 1000,    0, 'HST 13 2124 276',                      2400, 2124,    0],
  ['coffee+mug',   'pickup',     'incl store:BC',     4350,    0,    0,    0, 'GST 5 2143 107; PST 7 2143 150',       4350, 2143, 1950],
  // No registration: nothing charged, each missing registration named; the taxable base is kept
  // (and with prices including tax, none is taken out of them).
  ['mug',          'ON',         'reg:none card',     2400,    0, 1000, 1000, 'no gstHst',                            3400, 3400,    0],
  ['coffee+mug',   'QC',         'reg:none',          4350,    0, 1000,  552, 'no gstHst, qst',                       5350, 2952, 2398],
  ['coffee+mug',   'BC',         'reg:none',          4350,    0, 1000,  552, 'no gstHst, bcPst',                     5350, 2952, 2398],
  ['coffee+mug',   'MB',         'reg:none',          4350,    0, 1000,  552, 'no gstHst, mbRst',                     5350, 2952, 2398],
  ['coffee+mug',   'QC',         'incl reg:none',     4350,    0, 1000,  552, 'no gstHst, qst',                       5350, 2952, 2398],
  // GST/HST only: HST in full, GST without QST or PST.
  ['coffee+mug',   'ON',         'reg:gstHst',        4350,    0, 1000,  552, 'HST 13 2952 384',                      5734, 2952, 2398],
  ['coffee+mug',   'QC',         'reg:gstHst card',   4350,    0, 1000,  552, 'GST 5 2952 148; no qst',               5498, 2952, 2398],
  ['coffee+mug',   'BC',         'reg:gstHst',        4350,    0, 1000,  552, 'GST 5 2952 148; no bcPst',             5498, 2952, 2398],
];

/** A row's expected figures, in cents, as each check reads them. */
interface Expected {
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  taxes: { name: string; rate: number; base: number; amount: number }[];
  notRegistered: TaxRegistrationKind[];
  place: { province: Province | null; basis: string };
}

function expectedOf(row: Row, store: Province): Expected {
  const [, to, , subtotal, discount, fee, , taxText, total] = row;
  const taxes: Expected['taxes'] = [];
  const notRegistered: TaxRegistrationKind[] = [];
  for (const part of taxText.split(';').map((text) => text.trim())) {
    if (!part) continue;
    if (part.startsWith('no ')) notRegistered.push(...(part.slice(3).split(/,\s*/) as TaxRegistrationKind[]));
    else {
      const [name, rate, base, amount] = part.split(/\s+/);
      taxes.push({ name: name!, rate: Number(rate), base: Number(base), amount: Number(amount) });
    }
  }
  const place =
    to === 'Burundi'
      ? { province: null, basis: 'export' }
      : to === 'pickup'
        ? { province: store, basis: 'pickup' }
        : to === 'no address'
          ? { province: store, basis: 'estimate' }
          : { province: to, basis: 'delivery' };
  return { subtotal, discount, fee, total, taxes, notRegistered, place };
}

const cents = (amount: number) => Math.round(amount * 100);
const OPTION = /^(express|card|incl|reg:none|reg:gstHst|store:[A-Z]{2})$/;
/** A row's options; a word that is neither an option nor a code is a typo in the table. */
function words(how: How): string[] {
  const options = how.split(/\s+/).filter(Boolean);
  for (const option of options)
    if (!OPTION.test(option) && !(option in CODES)) throw new Error(`unknown option ${option}`);
  return options;
}

let app: App;
let config: Config;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: TestUser;
let customer: TestUser;
const productIds = {} as Record<ProductKey, string>;

async function signIn(role: 'admin' | 'customer'): Promise<TestUser> {
  const email = `${role}-${process.pid}@acceptance.test`;
  const password = 'correct-horse-battery';
  const user = await createUser(database.db, { name: `Acceptance ${role}`, role, email, password });
  const token = app.signToken(user);
  return { id: user.id, email, password, token, role, headers: { authorization: `Bearer ${token}` } };
}

// One app and database for the whole table: the products, codes and users are made once, and each
// row sets the settings it needs (the rows leave nothing behind that another row reads).
beforeAll(async () => {
  database = await createTestDatabase();
  await resetDatabase(database);
  config = testConfig();
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  for (const [key, product] of Object.entries(PRODUCTS)) {
    const row = await createProduct(database.db, {
      name: `Acceptance ${key}`,
      description: 'd',
      ...product,
      stock: 100_000,
    });
    productIds[key as ProductKey] = row.id;
  }
  admin = await signIn('admin');
  customer = await signIn('customer');
  for (const [code, rule] of Object.entries(CODES)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: admin.headers,
      payload: { code, ...rule },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

/** The settings a row asks for: registrations, tax-included prices, the store's province. */
async function settle(how: How): Promise<Province> {
  const options = words(how);
  const registrations: TaxRegistrations = options.includes('reg:none')
    ? NO_TAX_REGISTRATIONS
    : options.includes('reg:gstHst')
      ? { ...NO_TAX_REGISTRATIONS, gstHst: REGISTERED_EVERYWHERE.gstHst }
      : REGISTERED_EVERYWHERE;
  const store = (options.find((option) => option.startsWith('store:'))?.slice(6) ?? 'ON') as Province;
  await updateSettingsRow(database.db, {
    taxRegistrations: registrations,
    pricesIncludeTax: options.includes('incl'),
    // The store's province comes from its postal code.
    storePostalCode: POSTAL_CODES[store],
    shippingCountries: ['CA', 'BI'],
    // One customer places every row's orders.
    maxOpenCashOrders: 1000,
    maxUnpaidCashUnits: 100_000,
    maxUnpaidCashCents: 100_000_000,
  });
  return store;
}

/** The cart, delivery and code of a row as the checkout sends them. */
function orderData(row: Row) {
  const [cart, to, how] = row;
  const options = words(how);
  const code = options.find((option): option is CodeKey => option in CODES);
  const address =
    to === 'Burundi'
      ? { street: '1 Avenue de la Liberté', city: 'Bujumbura', postalCode: '0000', country: 'BI' }
      : to === 'pickup' || to === 'no address'
        ? undefined
        : { street: '1 Main Street', city: 'Capital', postalCode: POSTAL_CODES[to], country: 'CA' };
  return {
    products: Object.entries(CARTS[cart]).map(([key, quantity]) => ({
      product: productIds[key as ProductKey],
      quantity,
    })),
    delivery: {
      fulfillmentMethod: to === 'pickup' ? 'pickup' : 'delivery',
      method: options.includes('express') ? 'express' : 'standard',
      ...(address ? { address: { ...address, phone: '+14165550142' } } : {}),
    },
    ...(code ? { promoCode: code } : {}),
  };
}

type DtoTax = {
  placeOfSupply: { province: Province | null; basis: string };
  lines: { name: string; rate: number; taxableAmount: number; amount: number }[];
  total: number;
  included: boolean;
  notRegistered: TaxRegistrationKind[];
};
const dtoTaxes = (tax: DtoTax) =>
  tax.lines.map((line) => ({
    name: line.name,
    rate: line.rate,
    base: cents(line.taxableAmount),
    amount: cents(line.amount),
  }));
const TAX_ORDER: TaxKind[] = ['gst', 'hst', 'pst', 'qst'];
/** Stored tax rows (the order's, the invoice's), GST or HST first as the table writes them. */
const storedTaxes = (
  lines: { tax: TaxKind; province: Province; ratePpm: number; baseCents: number; amountCents: number }[],
) =>
  [...lines]
    .sort((a, b) => TAX_ORDER.indexOf(a.tax) - TAX_ORDER.indexOf(b.tax))
    .map((line) => ({
      name: taxName(line.tax, line.province),
      rate: line.ratePpm / 10_000,
      base: line.baseCents,
      amount: line.amountCents,
    }));
const taxSum = (want: Expected) => want.taxes.reduce((sum, tax) => sum + tax.amount, 0);

/** The order as written and, once invoiced, its invoice as issued, against the row. */
async function checkOrder(orderId: string, row: Row, want: Expected, incl: boolean) {
  const [, , , , , , share, , , taxable, zero] = row;
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await database.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, orderId));
  expect({
    subtotal: order?.subtotalCents,
    discount: order?.discountCents,
    fee: order?.deliveryFeeCents,
    share: order?.deliveryFeeTaxableCents,
    taxable: order?.taxableCents,
    tax: order?.taxCents,
    included: order?.taxIncluded,
    total: order?.totalCents,
    place: { province: order?.taxProvince ?? null, basis: order?.taxBasis },
    notRegistered: order?.taxNotRegistered,
    taxes: storedTaxes(lines),
  }).toEqual({
    subtotal: want.subtotal,
    discount: want.discount,
    fee: want.fee,
    share,
    taxable,
    tax: taxSum(want),
    included: incl,
    total: want.total,
    place: want.place,
    notRegistered: want.notRegistered,
    taxes: want.taxes,
  });

  const [invoice] = await database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  expect(invoice, 'an invoice').toBeDefined();
  const documentTaxes = await database.db
    .select()
    .from(taxDocumentTaxes)
    .where(eq(taxDocumentTaxes.documentId, invoice!.id));
  const content = invoice!.content;
  expect({
    kind: invoice!.kind,
    place: { province: invoice!.province, basis: invoice!.basis },
    zero: invoice!.zeroRatedCents,
    taxable: invoice!.taxableCents,
    tax: invoice!.taxCents,
    total: invoice!.totalCents,
    subtotal: content.subtotalCents,
    discount: content.discount?.cents ?? 0,
    fee: content.deliveryFeeCents,
    included: content.taxIncluded,
    notRegistered: content.notRegistered,
    taxes: storedTaxes(content.taxes),
    rows: storedTaxes(documentTaxes),
  }).toEqual({
    kind: 'invoice',
    place: want.place,
    zero,
    taxable,
    tax: taxSum(want),
    total: want.total,
    subtotal: want.subtotal,
    discount: want.discount,
    fee: want.fee,
    included: incl,
    notRegistered: want.notRegistered,
    taxes: want.taxes,
    rows: want.taxes,
  });
}

const title = ([cart, to, how]: Row) => `${cart} → ${to}${how ? ` (${how})` : ''}`;

describe('worked sales-tax examples, end to end', () => {
  it.each(ROWS.map((row) => [title(row), row] as const))('%s', async (_title, row) => {
    const how = row[2];
    const options = words(how);
    const incl = options.includes('incl');
    const store = await settle(how);
    const want = expectedOf(row, store);
    const data = orderData(row);

    // The quote: what the cart and the review step show.
    const quoted = await app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: customer.headers,
      payload: data,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data;
    expect({
      subtotal: cents(quote.subtotal),
      discount: cents(quote.discount),
      fee: cents(quote.deliveryFee),
      total: cents(quote.total),
      place: { province: quote.tax.placeOfSupply.province, basis: quote.tax.placeOfSupply.basis },
      taxes: dtoTaxes(quote.tax),
      tax: cents(quote.tax.total),
      included: quote.tax.included,
      notRegistered: quote.tax.notRegistered,
      promoApplied: quote.promo?.applied ?? null,
    }).toEqual({
      ...want,
      tax: taxSum(want),
      included: incl,
      promoApplied: 'promoCode' in data ? true : null,
    });
    if (row[1] === 'no address') return;

    // A cash order, then handed over: it is paid and invoiced at that moment.
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: { ...data, payment: { method: 'cash' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect({
      subtotal: cents(order.subtotal),
      discount: cents(order.discount?.amount ?? 0),
      fee: cents(order.deliveryFee),
      total: cents(order.totalAmount),
      taxes: dtoTaxes(order.tax),
      notRegistered: order.tax.notRegistered,
    }).toEqual({
      subtotal: want.subtotal,
      discount: want.discount,
      fee: want.fee,
      total: want.total,
      taxes: want.taxes,
      notRegistered: want.notRegistered,
    });
    const handedOver = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    await checkOrder(order._id, row, want, incl);

    // Paid by card: priced again by the card intent, written and invoiced as it is paid.
    if (options.includes('card')) {
      const cardOrder = await placeCardOrder(app, customer, data);
      await checkOrder(cardOrder, row, want, incl);
    }
  });
});
