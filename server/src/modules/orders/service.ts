import { createHash } from 'node:crypto';
import type { OrderListQuery, CreateOrderCommand, Order } from '@ikawa/contracts/orders';
import { ORDER_MESSAGES, outOfStockMessage } from '@ikawa/contracts/orders';
import { formatWeight } from '@ikawa/contracts/products';
import { subtotalCents } from '@ikawa/contracts/rules/cart-totals';
import { deliveryFeeCents } from '@ikawa/contracts/rules/delivery-fee';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys, orderItems, orders, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { getSettingsRow, type SettingsRow } from '../settings/repo';
import { toOrderDto } from './mapper';
import {
  findDeliveryPersonIdOfUser,
  findOrderRow,
  listOrdersOfUser,
  loadAggregates,
  returnStock,
  takeStock,
  type OrderRow,
} from './repo';

const IDEMPOTENCY_SCOPE = 'orders:create';
const IDEMPOTENCY_TTL = sql`interval '24 hours'`;

/** Thrown inside the transaction when another request already holds the idempotency key. */
class IdempotentReplay extends Error {}

export interface PlaceOrderOptions {
  idempotencyKey?: string | undefined;
  /** Card orders (payments module): the intent and the payment status to record. */
  payment?: { intentId: string; status: 'completed' | 'pending' };
  /** Card orders: the amount that was paid; a different total refuses the order. */
  expectedTotalCents?: number;
}

/** Thrown when a card order's total no longer matches what was paid (prices moved). */
export class TotalChangedError extends AppError {
  constructor() {
    super('conflict', 'The order total changed.');
  }
}

export interface OrderQuote {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  currency: string;
}

function requestHash(command: CreateOrderCommand): string {
  return createHash('sha256').update(JSON.stringify(command)).digest('hex');
}

/** The same product twice in one cart is one line with the quantities added up. */
function mergeLines(lines: CreateOrderCommand['lines']) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

export function createOrdersService({ db }: { db: Db }) {
  function feeFor(command: CreateOrderCommand, subtotal: number, settings: SettingsRow): number {
    return deliveryFeeCents(command.fulfillmentMethod, command.deliveryMethod, subtotal, {
      enableFreeShipping: settings.enableFreeShipping,
      freeShippingThresholdCents: settings.freeShippingThresholdCents,
      standardShippingCents: settings.standardShippingCents,
      expressShippingCents: settings.expressShippingCents,
    });
  }

  async function assertProductsOnSale(lines: { productId: string }[]) {
    const known = await db
      .select({ id: products.id, name: products.name, archivedAt: products.archivedAt })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      );
    const available = new Map(known.filter((p) => !p.archivedAt).map((p) => [p.id, p]));
    const missing = lines.find((line) => !available.has(line.productId));
    if (missing) {
      const archived = known.find((p) => p.id === missing.productId);
      throw new AppError(
        'business_rule',
        archived
          ? `${archived.name} is no longer sold. Please remove it from your cart.`
          : ORDER_MESSAGES.productGone,
      );
    }
  }

  /**
   * Prices a cart without taking stock (card payments price before paying): catalogue prices,
   * the settings' fee, and a 409 naming any product that has not enough stock left.
   */
  async function quote(command: CreateOrderCommand): Promise<OrderQuote> {
    const lines = mergeLines(command.lines);
    await assertProductsOnSale(lines);
    const settings = await getSettingsRow(db);
    const rows = await db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new AppError('business_rule', ORDER_MESSAGES.productGone);
      if (product.stock < line.quantity) {
        throw new AppError(
          'conflict',
          outOfStockMessage(`${product.name} (${formatWeight(product.weightKg)})`, product.stock),
        );
      }
      return { unitPriceCents: product.priceCents, quantity: line.quantity };
    });
    const subtotal = subtotalCents(priced);
    const fee = feeFor(command, subtotal, settings);
    return {
      subtotalCents: subtotal,
      feeCents: fee,
      totalCents: subtotal + fee,
      currency: settings.currency,
    };
  }

  async function aggregate(row: OrderRow): Promise<Order> {
    const [full] = await loadAggregates(db, [row]);
    if (!full) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    return toOrderDto(full);
  }

  async function existingForKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
          eq(idempotencyKeys.key, key),
          sql`${idempotencyKeys.createdAt} > now() - ${IDEMPOTENCY_TTL}`,
        ),
      );
    return row;
  }

  async function replay(userId: string, key: string, hash: string): Promise<Order | undefined> {
    const existing = await existingForKey(userId, key);
    if (!existing?.orderId) return undefined;
    if (existing.requestHash !== hash)
      throw new AppError('business_rule', ORDER_MESSAGES.idempotencyMismatch);
    const row = await findOrderRow(db, existing.orderId);
    return row ? aggregate(row) : undefined;
  }

  /**
   * Places an order in one transaction: stock is taken line by line with a conditional update
   * (nothing is taken if any line cannot be served), then the order and its lines are written
   * with the prices read from the catalogue and the fee from the settings.
   */
  /** Who places the order: the signed-in user, or the payer recorded with a card payment. */
  async function placeOrder(
    user: Pick<CurrentUser, 'id'>,
    command: CreateOrderCommand,
    options: PlaceOrderOptions = {},
  ): Promise<{ order: Order; replayed: boolean }> {
    const lines = mergeLines(command.lines);
    const hash = requestHash({ ...command, lines });
    const key = options.idempotencyKey;

    if (key) {
      const previous = await replay(user.id, key, hash);
      if (previous) return { order: previous, replayed: true };
      // A key older than 24 hours may be used again.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, user.id),
            eq(idempotencyKeys.key, key),
            lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_TTL}`),
          ),
        );
    }

    await assertProductsOnSale(lines);

    const settings = await getSettingsRow(db);
    const pickupAddress = {
      street: settings.storeStreet,
      city: settings.storeCity,
      postalCode: settings.storePostalCode,
      country: settings.storeCountry,
    };

    try {
      const orderRow = await db.transaction(async (tx: Tx) => {
        if (key) {
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ userId: user.id, scope: IDEMPOTENCY_SCOPE, key, requestHash: hash })
            .onConflictDoNothing()
            .returning({ id: idempotencyKeys.id });
          if (claimed.length === 0) throw new IdempotentReplay();
        }

        const sold = [];
        for (const line of lines) {
          const taken = await takeStock(tx, line.productId, line.quantity);
          if (!taken) {
            const [current] = await tx
              .select({ name: products.name, weightKg: products.weightKg, stock: products.stock })
              .from(products)
              .where(eq(products.id, line.productId));
            const label = current ? `${current.name} (${formatWeight(current.weightKg)})` : 'this product';
            throw new AppError('conflict', outOfStockMessage(label, current?.stock ?? 0));
          }
          sold.push({ ...taken, quantity: line.quantity });
        }

        const subtotal = subtotalCents(
          sold.map((s) => ({ unitPriceCents: s.priceCents, quantity: s.quantity })),
        );
        const fee = deliveryFeeCents(command.fulfillmentMethod, command.deliveryMethod, subtotal, {
          enableFreeShipping: settings.enableFreeShipping,
          freeShippingThresholdCents: settings.freeShippingThresholdCents,
          standardShippingCents: settings.standardShippingCents,
          expressShippingCents: settings.expressShippingCents,
        });
        const address = command.fulfillmentMethod === 'delivery' ? command.address : null;

        const [created] = await tx
          .insert(orders)
          .values({
            userId: user.id,
            paymentMethod: command.paymentMethod,
            paymentStatus: options.payment?.status ?? 'pending',
            paymentIntentId: options.payment?.intentId ?? null,
            currency: settings.currency,
            subtotalCents: subtotal,
            deliveryFeeCents: fee,
            totalCents: subtotal + fee,
            fulfillmentMethod: command.fulfillmentMethod,
            deliveryMethod: command.deliveryMethod,
            shipStreet: address?.street ?? null,
            shipCity: address?.city ?? null,
            shipPostalCode: address?.postalCode ?? null,
            shipCountry: address?.country ?? null,
            shipPhone: address?.phone ?? null,
            shipLatitude: address?.latitude ?? null,
            shipLongitude: address?.longitude ?? null,
            pickupAddress: command.fulfillmentMethod === 'pickup' ? pickupAddress : null,
          })
          .returning();
        if (!created) throw new Error('order insert returned nothing');

        await tx.insert(orderItems).values(
          sold.map((s) => ({
            orderId: created.id,
            productId: s.id,
            name: s.name,
            type: s.type,
            weightKg: s.weightKg,
            unitPriceCents: s.priceCents,
            quantity: s.quantity,
          })),
        );

        if (key) {
          await tx
            .update(idempotencyKeys)
            .set({ orderId: created.id })
            .where(
              and(
                eq(idempotencyKeys.userId, user.id),
                eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
                eq(idempotencyKeys.key, key),
              ),
            );
        }
        return created;
      });
      return { order: await aggregate(orderRow), replayed: false };
    } catch (error) {
      if (error instanceof IdempotentReplay && key) {
        const previous = await replay(user.id, key, hash);
        if (previous) return { order: previous, replayed: true };
        throw new AppError('conflict', 'The same order is already being placed. Please wait a moment.');
      }
      throw error;
    }
  }

  /** For server-side callers that have already checked who may see it (payments). */
  async function findOrder(id: string): Promise<Order | undefined> {
    const row = await findOrderRow(db, id);
    return row ? aggregate(row) : undefined;
  }

  /** Owner, admin, or the courier the order is assigned to; anyone else gets 404. */
  async function getOrder(user: CurrentUser, id: string): Promise<Order> {
    const row = await findOrderRow(db, id);
    if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    if (row.userId === user.id || user.role === 'admin') return aggregate(row);
    if (user.role === 'delivery') {
      const personId = await findDeliveryPersonIdOfUser(db, user.id);
      const [full] = await loadAggregates(db, [row]);
      if (personId && full?.delivery?.deliveryPersonId === personId) return toOrderDto(full);
    }
    throw new AppError('not_found', ORDER_MESSAGES.notFound);
  }

  async function listOwnOrders(user: CurrentUser, query: OrderListQuery) {
    const { rows, total } = await listOrdersOfUser(db, user.id, query);
    const data = (await loadAggregates(db, rows)).map(toOrderDto);
    return {
      data,
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** A customer may cancel their own order while it is pending; the stock comes back. */
  async function cancelOwnOrder(user: CurrentUser, id: string): Promise<Order> {
    const row = await findOrderRow(db, id);
    if (!row || row.userId !== user.id) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    const cancelled = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      if (!updated) return undefined;
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id));
      await returnStock(tx, items);
      return updated;
    });
    if (!cancelled) throw new AppError('business_rule', ORDER_MESSAGES.cancelOnlyPending);
    return aggregate(cancelled);
  }

  return { placeOrder, quote, findOrder, getOrder, listOwnOrders, cancelOwnOrder };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
