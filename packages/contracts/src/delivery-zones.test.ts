import { describe, expect, it } from 'vitest';
import {
  DeliveryZoneInputSchema,
  fsaOf,
  FSA_PATTERN,
  patternOfPrefix,
  prefixOfPattern,
  zoneForFsa,
} from './delivery-zones';
import { type StoreCalendar, deliveryEstimate, formatDeliveryPromise } from './rules/delivery-estimate';
import { DEFAULT_STORE_HOURS } from './store-hours';

const zones = [
  { name: 'Downtown Toronto', prefixes: ['M5', 'M4'] },
  { name: 'Financial District', prefixes: ['M5H', 'M5X'] },
  { name: 'Toronto suburbs', prefixes: ['M1', 'M9'] },
  { name: 'Ontario', prefixes: ['K', 'L'] },
];

describe('the zone of a postal code', () => {
  it('reads the FSA of a postal code, typed in any case', () => {
    expect(fsaOf(' m5h 2m9')).toBe('M5H');
    expect(fsaOf('M5H2M9')).toBe('M5H');
    expect(fsaOf('2000')).toBeNull();
  });

  it('is the zone of the longest prefix the FSA starts with', () => {
    expect(zoneForFsa('M5H', zones)?.name).toBe('Financial District');
    expect(zoneForFsa('M5V', zones)?.name).toBe('Downtown Toronto');
    expect(zoneForFsa('M1B', zones)?.name).toBe('Toronto suburbs');
    expect(zoneForFsa('L4C', zones)?.name).toBe('Ontario');
    expect(zoneForFsa('H2J', zones)).toBeNull();
    expect(zoneForFsa('M6K', zones)).toBeNull();
  });

  it('writes prefixes as the owner does', () => {
    expect(prefixOfPattern('M5*')).toBe('M5');
    expect(prefixOfPattern('M5H')).toBe('M5H');
    expect(patternOfPrefix('M')).toBe('M*');
    expect(patternOfPrefix('M5H')).toBe('M5H');
  });
});

describe('a zone as the admin types it', () => {
  const valid = {
    name: ' Downtown Toronto ',
    fsas: ['m5*', 'M4*', 'm5h ', 'M5*'],
    standardFee: 10,
    expressFee: null,
    freeDeliveryThreshold: 50,
    deliveryDays: ['Friday', 'Monday', 'Monday'],
  };

  it('takes FSAs and prefixes in any case, once each, and the days Monday first', () => {
    const parsed = DeliveryZoneInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Downtown Toronto',
      fsas: ['M5*', 'M4*', 'M5H'],
      minimumOrder: 0,
      deliveryDays: ['Monday', 'Friday'],
    });
  });

  it('refuses what is not a Canadian postal area, naming the refusal', () => {
    for (const bad of ['M5', 'M5H2', 'D5H', 'M5*H', '*', 'MM*', 'M5Q', '', '5*']) {
      expect(FSA_PATTERN.test(bad), bad).toBe(false);
      const result = DeliveryZoneInputSchema.safeParse({ ...valid, fsas: [bad] });
      expect(result.success, bad).toBe(false);
    }
    expect(DeliveryZoneInputSchema.safeParse({ ...valid, fsas: [] }).success).toBe(false);
    expect(DeliveryZoneInputSchema.safeParse({ ...valid, deliveryDays: [] }).success).toBe(false);
    expect(DeliveryZoneInputSchema.safeParse({ ...valid, standardFee: -1 }).success).toBe(false);
    expect(DeliveryZoneInputSchema.safeParse({ ...valid, name: '  ' }).success).toBe(false);
  });
});

describe('a zone served on some weekdays only', () => {
  const toronto: StoreCalendar = { hours: DEFAULT_STORE_HOURS, timeZone: 'America/Toronto', cutoff: '14:00' };
  const promised = (iso: string, deliveryDays: number[] | null) =>
    formatDeliveryPromise(
      deliveryEstimate('delivery', 'express', new Date(iso), { ...toronto, deliveryDays }),
      'delivery',
      'en-CA',
      'America/Toronto',
    );

  it('delivers on the first of its days from the business-day promise', () => {
    // Wednesday, November 25, 13:59: express promised Friday the 27th.
    expect(promised('2026-11-25T18:59:00Z', null)).toBe('Friday, November 27');
    expect(promised('2026-11-25T18:59:00Z', [4])).toBe('Friday, November 27');
    // Served Tuesdays and Thursdays: the next Tuesday.
    expect(promised('2026-11-25T18:59:00Z', [1, 3])).toBe('Tuesday, December 1');
    // Served Saturdays: that Saturday.
    expect(promised('2026-11-25T18:59:00Z', [5])).toBe('Saturday, November 28');
  });
});
