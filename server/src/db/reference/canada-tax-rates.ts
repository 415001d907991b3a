import type { Province, TaxKind } from '@ikawa/contracts/tax';

/**
 * Canada's sales tax rates by province and territory, with the dates they apply (inclusive),
 * kept here as data and mirrored into `tax_rates` at every migrate, so at every start
 * (`syncReferenceData`, server/src/db/reference-data.ts).
 * A new rate is a new row here (and `effectiveTo` on the row it replaces); orders keep the rate
 * they were charged. Sources: docs/decisions/015-canadian-sales-tax-and-invoices.md.
 */
export interface TaxRateData {
  province: Province;
  tax: TaxKind;
  /** Parts per million (5 % = 50,000). */
  ratePpm: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
}

const CRA_RATES = 'CRA, GST/HST rates (canada.ca: "Charge and collect the tax — Which rate to charge")';
const GST_ONLY: Province[] = ['AB', 'BC', 'MB', 'NT', 'NU', 'QC', 'SK', 'YT'];

export const CANADA_TAX_RATES: readonly TaxRateData[] = [
  // GST 5 % since 1 January 2008 where there is no HST.
  ...GST_ONLY.map((province) => ({
    province,
    tax: 'gst' as const,
    ratePpm: 50_000,
    effectiveFrom: '2008-01-01',
    effectiveTo: null,
    source: CRA_RATES,
  })),
  // HST provinces.
  {
    province: 'ON',
    tax: 'hst',
    ratePpm: 130_000,
    effectiveFrom: '2010-07-01',
    effectiveTo: null,
    source: CRA_RATES,
  },
  {
    province: 'NB',
    tax: 'hst',
    ratePpm: 130_000,
    effectiveFrom: '2010-07-01',
    effectiveTo: '2016-06-30',
    source: CRA_RATES,
  },
  {
    province: 'NB',
    tax: 'hst',
    ratePpm: 150_000,
    effectiveFrom: '2016-07-01',
    effectiveTo: null,
    source: CRA_RATES,
  },
  {
    province: 'NL',
    tax: 'hst',
    ratePpm: 130_000,
    effectiveFrom: '2008-01-01',
    effectiveTo: '2016-06-30',
    source: CRA_RATES,
  },
  {
    province: 'NL',
    tax: 'hst',
    ratePpm: 150_000,
    effectiveFrom: '2016-07-01',
    effectiveTo: null,
    source: CRA_RATES,
  },
  {
    province: 'PE',
    tax: 'hst',
    ratePpm: 140_000,
    effectiveFrom: '2013-04-01',
    effectiveTo: '2016-09-30',
    source: CRA_RATES,
  },
  {
    province: 'PE',
    tax: 'hst',
    ratePpm: 150_000,
    effectiveFrom: '2016-10-01',
    effectiveTo: null,
    source: CRA_RATES,
  },
  {
    province: 'NS',
    tax: 'hst',
    ratePpm: 150_000,
    effectiveFrom: '2010-07-01',
    effectiveTo: '2025-03-31',
    source: CRA_RATES,
  },
  {
    province: 'NS',
    tax: 'hst',
    ratePpm: 140_000,
    effectiveFrom: '2025-04-01',
    effectiveTo: null,
    source: `${CRA_RATES}; Nova Scotia lowered its part of the HST by one point from 1 April 2025`,
  },
  // Provincial sales taxes beside the GST.
  {
    province: 'BC',
    tax: 'pst',
    ratePpm: 70_000,
    effectiveFrom: '2013-04-01',
    effectiveTo: null,
    source: 'British Columbia Provincial Sales Tax Act (PST 7 %, reinstated 1 April 2013)',
  },
  {
    province: 'MB',
    tax: 'pst',
    ratePpm: 80_000,
    effectiveFrom: '2013-07-01',
    effectiveTo: '2019-06-30',
    source: 'Manitoba Retail Sales Tax Act (RST 8 %)',
  },
  {
    province: 'MB',
    tax: 'pst',
    ratePpm: 70_000,
    effectiveFrom: '2019-07-01',
    effectiveTo: null,
    source: 'Manitoba Retail Sales Tax Act (RST 7 % from 1 July 2019)',
  },
  {
    province: 'SK',
    tax: 'pst',
    ratePpm: 50_000,
    effectiveFrom: '2013-01-01',
    effectiveTo: '2017-03-22',
    source: 'Saskatchewan Provincial Sales Tax Act (PST 5 %)',
  },
  {
    province: 'SK',
    tax: 'pst',
    ratePpm: 60_000,
    effectiveFrom: '2017-03-23',
    effectiveTo: null,
    source: 'Saskatchewan Provincial Sales Tax Act (PST 6 % from 23 March 2017)',
  },
  {
    province: 'QC',
    tax: 'qst',
    ratePpm: 99_750,
    effectiveFrom: '2013-01-01',
    effectiveTo: null,
    source: 'Revenu Québec, QST rate 9.975 % (Act respecting the Québec sales tax)',
  },
];
