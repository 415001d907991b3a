import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@ikawa/contracts/enums';
import type { OrderActorRole, OrderEventType } from '@ikawa/contracts/orders';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, users } from '../../db/schema/index';

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Who did it: a signed-in person with their role, the shop's own jobs, or the payment provider. */
export interface Actor {
  role: OrderActorRole;
  userId: string | null;
}

export const SYSTEM: Actor = { role: 'system', userId: null };
export const PROVIDER: Actor = { role: 'provider', userId: null };

export interface NewOrderEvent {
  orderId: string;
  type: OrderEventType;
  actor: Actor;
  at: Date;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  deliveryStatus?: DeliveryStatus | null;
  amountCents?: number | null;
  reason?: string | null;
  data?: Record<string, unknown> | null;
}

/** An event as its row is written: everything but the id the database gives and the projectors' marks. */
export type OrderEventValues = Omit<OrderEventRow, 'id' | 'mailedAt' | 'pushedAt'>;

export function eventValues(event: NewOrderEvent): OrderEventValues {
  return {
    orderId: event.orderId,
    type: event.type,
    actorRole: event.actor.role,
    actorId: event.actor.userId,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    paymentStatus: event.paymentStatus ?? null,
    deliveryStatus: event.deliveryStatus ?? null,
    amountCents: event.amountCents ?? null,
    reason: event.reason ?? null,
    data: event.data ?? null,
    createdAt: event.at,
  };
}

/**
 * Appends to the order event log, in the caller's transaction (the change and its record
 * together). Answers the rows written.
 */
export async function appendEvents(tx: DbOrTx, events: NewOrderEvent[]): Promise<OrderEventRow[]> {
  if (events.length === 0) return [];
  return tx.insert(orderEvents).values(events.map(eventValues)).returning();
}

/** The events of several orders, oldest first (the customer's timelines). */
export async function listEventsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
}

/** One order's events with the name of whoever made each (the admin's activity list). */
export async function listActivity(db: DbOrTx, orderId: string) {
  return db
    .select({ event: orderEvents, actorName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
