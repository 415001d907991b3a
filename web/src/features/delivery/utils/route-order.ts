import type { CourierOrder } from '@ikawa/contracts/delivery';
import type { OrderAddress } from '@ikawa/contracts/orders';
import { addressLine } from '@ikawa/contracts/display';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface RouteStop {
  order: CourierOrder;
  address: OrderAddress | null;
  /** Kilometres from the courier's last shared location, when both positions are known. */
  km: number | null;
}

export interface RoutePlan {
  stops: RouteStop[];
  /** How the stops are ordered: by distance, or as listed (no location shared, or no positions). */
  order: 'nearest_first' | 'no_location' | 'no_positions';
}

/** Great-circle distance in kilometres (haversine): close enough to order a city's stops. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const positionOf = (address: OrderAddress | null): Point | null =>
  address && typeof address.latitude === 'number' && typeof address.longitude === 'number'
    ? { latitude: address.latitude, longitude: address.longitude }
    : null;

/**
 * The courier's picked-up orders (the stops still to make), nearest first from the courier's
 * last shared location; stops without a position follow in the listed order. Without a location,
 * all in the listed order.
 */
export function planRoute(orders: readonly CourierOrder[], from: Point | null): RoutePlan {
  const stops: RouteStop[] = orders
    .filter((order) => order.status !== 'cancelled' && order.delivery.status === 'picked_up')
    .map((order) => {
      const address = order.delivery.address ?? order.shippingAddress ?? null;
      const position = positionOf(address);
      return { order, address, km: from && position ? distanceKm(from, position) : null };
    });
  if (!from) return { stops, order: 'no_location' };
  if (stops.every((stop) => stop.km === null)) return { stops, order: 'no_positions' };
  const placed = stops.filter((stop) => stop.km !== null).sort((a, b) => a.km! - b.km!);
  return { stops: [...placed, ...stops.filter((stop) => stop.km === null)], order: 'nearest_first' };
}

/** Directions through every stop in order, the last one as the destination (no API key). */
export function wholeRouteUrl(stops: readonly RouteStop[]): string | null {
  const lines = stops.flatMap((stop) => (stop.address ? [addressLine(stop.address)] : []));
  const destination = lines.at(-1);
  if (!destination) return null;
  const waypoints = lines.slice(0, -1);
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', destination);
  if (waypoints.length > 0) url.searchParams.set('waypoints', waypoints.join('|'));
  url.searchParams.set('travelmode', 'driving');
  return url.toString();
}
