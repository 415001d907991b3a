import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../enums';
import { DEFAULT_STORE_HOURS } from '../store-hours';
import { type StoreCalendar, deliveryEstimate, formatDeliveryPromise } from './delivery-estimate';

// The seeded week (Mon-Fri 9-19, Sat-Sun 10-18) in Toronto, with the 2 PM cut-off.
const toronto: StoreCalendar = { hours: DEFAULT_STORE_HOURS, timeZone: 'America/Toronto', cutoff: '14:00' };
const christmas: StoreCalendar = { ...toronto, holidays: ['2026-12-25', '2026-12-28'] };

/** The promised day, as the customer reads it in English. */
function promisedDay(method: DeliveryMethod, iso: string, calendar: StoreCalendar = toronto): string {
  const estimate = deliveryEstimate('delivery', method, new Date(iso), calendar);
  return formatDeliveryPromise(estimate, 'delivery', 'en-CA', calendar.timeZone);
}

describe('a delivery promise counts business days of the store', () => {
  it('starts the count on Monday for an order placed late on Friday night', () => {
    // Friday, November 27, 23:47 in Toronto: the old rule (+48 h) promised Sunday the 29th.
    expect(promisedDay('express', '2026-11-28T04:47:00Z')).toBe('Wednesday, December 2');
    expect(promisedDay('standard', '2026-11-28T04:47:00Z')).toBe('Monday, December 7');
  });

  it('ships the same day before the cut-off and the next business day from it', () => {
    // Wednesday, November 25: 13:59 and 14:00 in Toronto.
    expect(promisedDay('express', '2026-11-25T18:59:00Z')).toBe('Friday, November 27');
    expect(promisedDay('express', '2026-11-25T19:00:00Z')).toBe('Monday, November 30');
    expect(promisedDay('standard', '2026-11-25T15:00:00Z')).toBe('Wednesday, December 2');
  });

  it('never counts a weekend day, even when the store opens that day', () => {
    // Saturday, November 28, 11:00 (the store is open): ships Monday.
    expect(promisedDay('express', '2026-11-28T16:00:00Z')).toBe('Wednesday, December 2');
  });

  it('skips the holidays the owner listed', () => {
    // Wednesday, December 23, 15:00: ships Thursday 24; Friday 25 and Monday 28 are closed.
    expect(promisedDay('express', '2026-12-23T20:00:00Z', christmas)).toBe('Wednesday, December 30');
    expect(promisedDay('express', '2026-12-23T20:00:00Z')).toBe('Monday, December 28');
  });

  it('skips a weekday the store is closed', () => {
    const closedMondays: StoreCalendar = {
      ...toronto,
      hours: DEFAULT_STORE_HOURS.map((day, i) => (i === 0 ? { ...day, closed: true } : day)),
    };
    expect(promisedDay('express', '2026-11-28T04:47:00Z', closedMondays)).toBe('Thursday, December 3');
  });

  it('is the last minute of the promised day on the store clock, across a change to summer time', () => {
    // Friday, March 12, 2027, 16:00 EST; clocks go forward on Sunday the 14th.
    const estimate = deliveryEstimate('delivery', 'express', new Date('2027-03-12T21:00:00Z'), toronto);
    expect(estimate.toISOString()).toBe('2027-03-18T03:59:00.000Z'); // Wednesday 23:59 EDT
    expect(formatDeliveryPromise(estimate, 'delivery', 'en-CA', 'America/Toronto')).toBe(
      'Wednesday, March 17',
    );
  });

  it('reads the same day in French, whatever the reader’s own zone', () => {
    const estimate = deliveryEstimate('delivery', 'express', new Date('2026-11-28T04:47:00Z'), toronto);
    expect(formatDeliveryPromise(estimate, 'delivery', 'fr-CA', 'America/Toronto')).toBe(
      'mercredi 2 décembre',
    );
    // The end of Wednesday in Toronto is already Thursday in UTC: the store's zone decides.
    expect(estimate.toISOString()).toBe('2026-12-03T04:59:00.000Z');
  });

  it('keeps the plain figures when the store calendar is unknown', () => {
    const now = new Date('2026-11-28T04:47:00Z');
    expect(deliveryEstimate('delivery', 'express', now).toISOString()).toBe('2026-11-30T04:47:00.000Z');
  });
});

describe('a pickup promise', () => {
  it('names the time and the zone on the store clock', () => {
    // Saturday, November 28, 15:00 in Toronto: four hours of opening time end at Sunday 11:00.
    const ready = deliveryEstimate('pickup', 'standard', new Date('2026-11-28T20:00:00Z'), toronto);
    expect(formatDeliveryPromise(ready, 'pickup', 'en-CA', 'America/Toronto')).toBe(
      'Sunday, November 29 at 11:00 a.m. EST',
    );
    expect(formatDeliveryPromise(ready, 'pickup', 'fr-CA', 'America/Toronto')).toBe(
      'dimanche 29 novembre à 11 h 00 HNE',
    );
  });

  it('is never ready on a holiday', () => {
    // Thursday, December 24, 17:00: 2 hours that day, then Friday 25 is closed, so Saturday 12:00.
    const ready = deliveryEstimate('pickup', 'standard', new Date('2026-12-24T22:00:00Z'), christmas);
    expect(formatDeliveryPromise(ready, 'pickup', 'en-CA', 'America/Toronto')).toBe(
      'Saturday, December 26 at 12:00 p.m. EST',
    );
  });
});
