import { DEFAULT_SHIPPING_COUNTRIES } from '@ikawa/contracts/countries';
import { toCents } from '@ikawa/contracts/money';
import {
  DEFAULT_EXPRESS_SHIPPING,
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_STANDARD_SHIPPING,
} from '@ikawa/contracts/constants';
import { NO_TAX_REGISTRATIONS, type TaxRegistrations } from '@ikawa/contracts/tax';
import { eq, sql } from 'drizzle-orm';
import { SEED_CATALOGUE } from './catalogue';
import type { Db, Tx } from './client';
import { createUser, productValues, type UserFactoryInput } from './factories';
import {
  appMeta,
  deliveryZoneAreas,
  deliveryZones,
  discountCodes,
  products,
  storeSettings,
  users,
} from './schema/index';

export const DEFAULT_SETTINGS = {
  id: 1,
  storeName: 'Ikawa Coffee',
  storeEmail: 'hello@ikawa.test',
  storePhone: '+1 416 555 0100',
  currency: 'CAD',
  enableFreeShipping: true,
  freeShippingThresholdCents: toCents(DEFAULT_FREE_SHIPPING_THRESHOLD),
  standardShippingCents: toCents(DEFAULT_STANDARD_SHIPPING),
  expressShippingCents: toCents(DEFAULT_EXPRESS_SHIPPING),
  notifyNewOrder: true,
  notifyOrderStatus: true,
  notifyLowStock: true,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  storeStreet: '412 Bloor Street West',
  storeCity: 'Toronto',
  storePostalCode: 'M5S 1X5',
  storeCountry: 'CA',
  shippingCountries: [...DEFAULT_SHIPPING_COUNTRIES] as string[],
};

/**
 * The demo shop is a going concern registered for GST/HST (a made-up number of the right form),
 * so its receipts show the tax machinery: zero-rated coffee, HST on a mug, GST alone in Québec
 * where it holds no QST registration. A shop started without demo data registers in Settings.
 */
export const DEMO_TAX_REGISTRATIONS: TaxRegistrations = {
  ...NO_TAX_REGISTRATIONS,
  gstHst: { number: '123456789 RT 0001', effectiveFrom: '2025-01-01' },
};

/** The demo shop's countries: Canada, and the United States to show an export (zero-rated). */
export const DEMO_SHIPPING_COUNTRIES = ['CA', 'US'];

export const DEMO_ACCOUNTS: (UserFactoryInput & { role: NonNullable<UserFactoryInput['role']> })[] = [
  { name: 'Claudine Irakoze', email: 'admin@ikawa.test', password: 'coffee-admin', role: 'admin' },
  {
    name: 'Didier Habonimana',
    email: 'courier@ikawa.test',
    password: 'coffee-courier',
    role: 'delivery',
    phone: '+1 416 555 0177',
    deliveryProfile: { phone: '+1 416 555 0177', vehicle: 'Cargo bike', isAvailable: true },
  },
  {
    name: 'Sarah Thompson',
    email: 'customer@ikawa.test',
    password: 'coffee-customer',
    role: 'customer',
    phone: '+1 416 555 0142',
    address: {
      street: '123 Queen Street West',
      city: 'Toronto',
      postalCode: 'M5H 2M9',
      country: 'CA',
      phone: '+14165550142',
    },
  },
];

/**
 * The welcome code the landing banner announces — 15 % off the first order of an
 * account (one use per customer; a cancelled first order gives it back).
 */
export const WELCOME_DISCOUNT = {
  code: 'IKAWA15',
  kind: 'percentage',
  percentOff: 15,
  firstOrderOnly: true,
  maxUsesPerCustomer: 1,
} as const;

/**
 * The demo shop's delivery zones (decision 019): downtown Toronto at the flat fees of Settings,
 * the suburbs dearer, on three days, with a minimum order and no express. Any other Canadian
 * address is pickup only; addresses abroad keep the flat fees.
 */
export const DEMO_DELIVERY_ZONES = [
  {
    name: 'Downtown Toronto',
    prefixes: ['M4', 'M5', 'M7A'],
    standardFeeCents: 1000,
    expressFeeCents: 1500,
    minimumOrderCents: 0,
    freeThresholdCents: 5000,
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  {
    name: 'Toronto suburbs',
    prefixes: ['M1', 'M2', 'M3', 'M6', 'M8', 'M9'],
    standardFeeCents: 1500,
    expressFeeCents: null,
    minimumOrderCents: 3000,
    freeThresholdCents: 10000,
    deliveryDays: ['Tuesday', 'Thursday', 'Saturday'],
  },
];

export interface SeedOptions {
  catalogue: boolean;
  demoAccounts: boolean;
}

export interface SeedReport {
  settings: boolean;
  catalogue: number;
  demoAccounts: string[];
}

/** Claims a one-time marker; only the transaction that inserts it does the work. */
async function claim(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .insert(appMeta)
    .values({ key, value: sql`to_jsonb(now())` })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

/**
 * First-start seed. Each part runs inside a transaction that first claims its marker row, so
 * it happens once even when several processes start together on one PostgreSQL.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { settings: false, catalogue: 0, demoAccounts: [] };

  const inserted = await db.insert(storeSettings).values(DEFAULT_SETTINGS).onConflictDoNothing().returning();
  report.settings = inserted.length > 0;

  if (options.catalogue) {
    report.catalogue = await db.transaction(async (tx) => {
      if (!(await claim(tx, 'seed:catalogue'))) return 0;
      const rows = await tx
        .insert(products)
        .values(SEED_CATALOGUE.map(productValues))
        .returning({ id: products.id });
      return rows.length;
    });
    // Seeded with the catalogue (the shop's own offer), once; an existing code is never changed.
    await db.transaction(async (tx) => {
      if (!(await claim(tx, 'seed:discounts'))) return;
      await tx.insert(discountCodes).values(WELCOME_DISCOUNT).onConflictDoNothing();
    });
  }

  if (options.demoAccounts) {
    report.demoAccounts = await db.transaction(async (tx) => {
      if (!(await claim(tx, 'seed:demo-accounts'))) return [];
      const [settings] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1));
      if (settings && Object.values(settings.taxRegistrations).every((registration) => !registration)) {
        await tx
          .update(storeSettings)
          .set({ taxRegistrations: DEMO_TAX_REGISTRATIONS })
          .where(eq(storeSettings.id, 1));
      }
      // The demo shop ships to the United States too, so an export can be tried; a shop that
      // already chose its countries keeps them.
      if (settings && settings.shippingCountries.join() === DEFAULT_SETTINGS.shippingCountries.join()) {
        await tx
          .update(storeSettings)
          .set({ shippingCountries: DEMO_SHIPPING_COUNTRIES })
          .where(eq(storeSettings.id, 1));
      }
      // A shop that already drew its own zones keeps them.
      if ((await tx.select({ id: deliveryZones.id }).from(deliveryZones).limit(1)).length === 0) {
        for (const { prefixes, ...zone } of DEMO_DELIVERY_ZONES) {
          const [row] = await tx.insert(deliveryZones).values(zone).returning({ id: deliveryZones.id });
          if (row)
            await tx.insert(deliveryZoneAreas).values(prefixes.map((prefix) => ({ prefix, zoneId: row.id })));
        }
      }
      const created: string[] = [];
      for (const account of DEMO_ACCOUNTS) {
        // Someone may have registered the address already: never overwrite a real account.
        const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
        if (existing.length > 0) continue;
        await createUser(tx, account);
        created.push(account.email);
      }
      return created;
    });
  }
  return report;
}

export function demoPasswordRefusal(emails: string[]): string {
  const first = emails[0] ?? '';
  return (
    `Refusing to start with NODE_ENV=production: ${emails.join(', ')} still ${emails.length === 1 ? 'accepts' : 'accept'} a demo password from the README. ` +
    `Change it (sign in and use Account → Change password, or run: echo 'a new password' | npm run user:password -- ${first}) or delete the account, then start again.`
  );
}
