import { PRODUCT_WEIGHTS_KG } from '@ikawa/contracts/constants';
import { PRODUCT_TYPES } from '@ikawa/contracts/enums';
import { isCoffee } from '@ikawa/contracts/products';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../test/helpers';
import { verifyPassword } from '../lib/password';
import type { Database } from './client';
import {
  addresses,
  appMeta,
  deliveryPersons,
  deliveryZoneAreas,
  deliveryZones,
  discountCodes,
  products,
  storeSettings,
  users,
} from './schema/index';
import { DEMO_ACCOUNTS, seed } from './seed';

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  // Start from a truly empty database: no settings, no markers.
  await database.db.delete(storeSettings);
});
afterAll(async () => {
  await database.dispose();
});

describe('first-start seed', () => {
  it('creates the catalogue, the settings and the demo accounts', async () => {
    const report = await seed(database.db, { catalogue: true, demoAccounts: true });
    expect(report.settings).toBe(true);
    expect(report.catalogue).toBeGreaterThanOrEqual(12);

    const catalogue = await database.db.select().from(products);
    expect(new Set(catalogue.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    const coffee = catalogue.filter((p) => isCoffee(p.type));
    expect(new Set(coffee.map((p) => p.weightKg))).toEqual(new Set(PRODUCT_WEIGHTS_KG));
    // The mug is not coffee: no bag weight, and an address without one.
    expect(catalogue.find((p) => p.name === 'Ikawa Stoneware Mug')).toMatchObject({
      type: 'accessory',
      weightKg: null,
      slug: 'ikawa-stoneware-mug',
    });
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
    expect(catalogue.filter((p) => p.stock < 10).length).toBeGreaterThanOrEqual(2);
    expect(catalogue.every((p) => p.priceCents > 0 && Number.isInteger(p.priceCents))).toBe(true);

    const [settings] = await database.db.select().from(storeSettings);
    expect(settings).toMatchObject({
      storeName: 'Ikawa Coffee',
      currency: 'CAD',
      standardShippingCents: 1000,
      expressShippingCents: 1500,
      enableFreeShipping: true,
      freeShippingThresholdCents: 5000,
      lowStockThreshold: 10,
      notifyNewOrder: true,
    });

    const accounts = await database.db.select().from(users);
    for (const demo of DEMO_ACCOUNTS) {
      const row = accounts.find((u) => u.email === demo.email);
      expect(row?.role).toBe(demo.role);
      expect(await verifyPassword(row?.passwordHash ?? '', demo.password)).toBe(true);
    }
    const courier = accounts.find((u) => u.role === 'delivery');
    expect(await database.db.select().from(deliveryPersons)).toEqual([
      expect.objectContaining({ userId: courier?.id }),
    ]);
    const customer = accounts.find((u) => u.role === 'customer');
    expect(await database.db.select().from(addresses)).toEqual([
      expect.objectContaining({ userId: customer?.id, isDefault: true }),
    ]);
    // Toronto's delivery zones, downtown at the flat fees, with their postal areas.
    const zones = await database.db.select().from(deliveryZones);
    expect(zones.map((zone) => zone.name).sort()).toEqual(['Downtown Toronto', 'Toronto suburbs']);
    expect(zones.find((zone) => zone.name === 'Downtown Toronto')).toMatchObject({
      standardFeeCents: settings?.standardShippingCents,
      expressFeeCents: settings?.expressShippingCents,
      freeThresholdCents: settings?.freeShippingThresholdCents,
    });
    expect((await database.db.select().from(deliveryZoneAreas)).length).toBe(9);
  });

  it('never runs twice, even when two starts race', async () => {
    await Promise.all([
      seed(database.db, { catalogue: true, demoAccounts: true }),
      seed(database.db, { catalogue: true, demoAccounts: true }),
    ]);
    const again = await seed(database.db, { catalogue: true, demoAccounts: true });
    expect(again).toEqual({ settings: false, catalogue: 0, demoAccounts: [] });
    const count = (await database.db.select().from(products)).length;
    expect(count).toBeGreaterThanOrEqual(12);
    expect(count).toBeLessThan(24);
    expect(await database.db.select().from(users)).toHaveLength(3);
    expect(await database.db.select().from(deliveryZones)).toHaveLength(2);
    // The catalogue, the demo accounts and the welcome code, each claimed once.
    expect(await database.db.select().from(appMeta)).toHaveLength(3);
    // Beside the subscriber discount every shop has (a migration's, decision 022).
    const codes = await database.db.select().from(discountCodes).orderBy(discountCodes.code);
    expect(codes).toEqual([
      expect.objectContaining({ code: 'IKAWA15', kind: 'percentage', percentOff: 15, firstOrderOnly: true }),
      expect.objectContaining({
        code: 'SUBSCRIBER',
        kind: 'percentage',
        percentOff: 10,
        subscribersOnly: true,
      }),
    ]);
  });

  it('skips the demo accounts when asked, and does not overwrite a real account later', async () => {
    await seed(database.db, { catalogue: true, demoAccounts: false });
    expect(await database.db.select().from(users)).toHaveLength(0);
    await database.db.insert(users).values({ name: 'Real', email: 'admin@ikawa.test', passwordHash: 'x' });
    const report = await seed(database.db, { catalogue: true, demoAccounts: true });
    expect(report.demoAccounts).toEqual(['courier@ikawa.test', 'customer@ikawa.test']);
    const admins = (await database.db.select().from(users)).filter((u) => u.email === 'admin@ikawa.test');
    expect(admins).toEqual([expect.objectContaining({ name: 'Real', role: 'customer' })]);
  });
});
