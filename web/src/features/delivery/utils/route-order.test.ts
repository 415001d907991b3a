import { describe, expect, it } from 'vitest';
import { makeCourierOrder } from '../testing/delivery-fixtures';
import { distanceKm, planRoute, wholeRouteUrl } from './route-order';

const at = (id: string, latitude: number | null, longitude: number | null, status = 'picked_up' as const) => {
  const base = makeCourierOrder();
  const address = { ...base.delivery.address!, street: `${id} Street`, latitude, longitude };
  return makeCourierOrder({
    _id: id,
    id,
    number: `IK-${id}`,
    delivery: { ...base.delivery, status, address },
  });
};

// Toronto: Union Station, and three stops at growing distances.
const union = { latitude: 43.6453, longitude: -79.3806 };

describe('planRoute', () => {
  it('orders the picked-up stops nearest first from the courier’s location', () => {
    const far = at('far', 43.7615, -79.4111); // North York, about 13 km
    const near = at('near', 43.6487, -79.3854); // about 0.5 km
    const mid = at('mid', 43.6677, -79.3948); // Annex, about 2.8 km
    const unknown = at('unknown', null, null);
    const assigned = at('assigned', 43.646, -79.381, 'assigned' as never);
    const plan = planRoute([far, unknown, near, assigned, mid], union);
    expect(plan.order).toBe('nearest_first');
    expect(plan.stops.map((stop) => stop.order._id)).toEqual(['near', 'mid', 'far', 'unknown']);
    expect(plan.stops[0]!.km).toBeCloseTo(0.55, 1);
    expect(plan.stops[3]!.km).toBeNull();
  });

  it('keeps the listed order without a shared location, or without positions', () => {
    const a = at('a', 43.7615, -79.4111);
    const b = at('b', 43.6487, -79.3854);
    expect(planRoute([a, b], null)).toMatchObject({ order: 'no_location' });
    expect(planRoute([a, b], null).stops.map((stop) => stop.order._id)).toEqual(['a', 'b']);
    expect(planRoute([at('c', null, null), at('d', null, null)], union).order).toBe('no_positions');
  });

  it('measures a known distance', () => {
    // Toronto to Montréal, about 504 km as the crow flies.
    expect(distanceKm(union, { latitude: 45.5019, longitude: -73.5674 })).toBeCloseTo(504, -1);
  });

  it('opens directions through every stop, the last as destination', () => {
    const plan = planRoute([at('a', 43.65, -79.38), at('b', 43.66, -79.39)], union);
    const url = new URL(wholeRouteUrl(plan.stops)!);
    expect(url.searchParams.get('destination')).toContain('b Street');
    expect(url.searchParams.get('waypoints')).toContain('a Street');
    expect(url.searchParams.has('key')).toBe(false);
  });
});
