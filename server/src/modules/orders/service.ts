import { createHash, randomInt, randomUUID } from 'node:crypto';
import { pinRequiredFor } from '@ikawa/contracts/handover';
import type { CreateOrderCommand, Order, OrderListQuery, PaidCard } from '@ikawa/contracts/orders';
import { fromCents } from '@ikawa/contracts/money';
import type { Db, DbOrTx } from '../../db/client';
import { transaction } from '../../db/driver';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { money } from '../../lib/i18n';
import { storeDay } from '../../lib/store-day';
import { isDeadlock } from '../../lib/db-errors';
import type { CurrentUser } from '../auth/session';
import { calendarOf, deliveryEstimate } from '@ikawa/contracts/rules/delivery-estimate';
import { getSettingsRow, type SettingsRow } from '../settings/repo';
import { assertShipsTo, placeOfStore } from '../settings/shipping';
import { deliveryTermsOf } from '../delivery-zones/terms';
import {
  type Actor,
  appendEvents,
  eventValues,
  type NewOrderEvent,
  type OrderEventRow,
  PROVIDER,
  SYSTEM,
} from './events-repo';
import { canReschedule, type EventFn, invoiceDue, issueInvoice, type Lifecycle, stateOf } from './lifecycle';
import { checkOfferedDay, offeredDays } from './missed-delivery';
import { findRatesOn } from '../tax/repo';
import { toOrderDto } from './mapper';
import {
  customerFacts,
  findDiscountByCode,
  findSubscriberDiscount,
  insertRedemption,
  takeUse,
} from '../discounts/repo';
import {
  availabilityRefusal,
  limitRefusal,
  mergeLines,
  outOfStock,
  placeOfSupply,
  type PricedCart,
  priceCart,
  type TaxContext,
  productUnavailable,
  registeredRates,
  taxableOfLines,
  PROMO_USED_UP,
  type PromoRequest,
  type PromoResult,
  promoRefused,
  lineName,
  type SaleProduct,
  saleLabel,
} from './pricing';
import {
  claimIdempotencyKey,
  claimKeyStatement,
  commitSale,
  findDeliveryPersonIdOfUser,
  findDeliveryStatus,
  findIdempotencyKey,
  findOrderRow,
  findSaleProducts,
  findStaleCashOrderIds,
  type KeyClaim,
  listOrdersOfUser,
  loadAggregates,
  lockCustomerAndReadProducts,
  lockCustomerStatement,
  lockProductsStatement,
  newOrderRow,
  type OrderAggregate,
  type OrderRow,
  type SaleCommit,
  type SaleCommitted,
  SaleRefused,
  type SaleRefusal,
  type UnpaidCashCap,
  saleRefusalOf,
  saleStatement,
} from './repo';
import { SaleCatalogue } from './sale-catalogue';
import { DEFAULT_LOCALE, type Locale } from '@ikawa/contracts/i18n';

const IDEMPOTENCY_SCOPE = 'orders:create';
/** A key older than this may be used again. */
const IDEMPOTENCY_TTL_HOURS = 24;

/** Thrown inside the transaction when another request already holds the idempotency key. */
class IdempotentReplay extends Error {}

/** How an order is paid when it is written: cash (later) or a card payment already captured. */
export type OrderPayment = { method: 'cash' } | { method: 'stripe'; intentId: string; card: PaidCard | null };

export interface WriteOrderArgs {
  userId: string;
  /** The customer's language now: the order keeps it for its e-mails and documents. */
  locale: Locale;
  actor: Actor;
  command: Pick<CreateOrderCommand, 'fulfillmentMethod' | 'deliveryMethod' | 'address'> & {
    promoCode?: string | null;
  } & Partial<Pick<CreateOrderCommand, 'deliveryInstructions'>>;
  lines: { productId: string; quantity: number }[];
  /**
   * Prices what was taken with the code as it stands in this transaction (cash), or answers the
   * cart recorded with the card payment.
   */
  price: (sold: { product: SaleProduct; quantity: number }[], promo: PromoRequest | null) => PricedCart;
  payment: OrderPayment;
  settings: SettingsRow;
  at: Date;
  /** A cash order: refused when the customer already has this many open cash orders. */
  openCashCap?: number;
  /** A cash order: refused when the customer's unpaid cash orders would hold more than this. */
  unpaidCashCap?: UnpaidCashCap;
  /**
   * The request's idempotency key, claimed in this transaction before anything is read (a key
   * that is not this request's: `IdempotentReplay`, before any check, so a retry is answered
   * with its order, not with a refusal that order caused); the sale gives it the order.
   */
  idempotency?: KeyClaim;
  /** A subscription's renewal (decision 022): the order is marked as one, for its store day. */
  renewal?: { subscriptionId: string; day: string };
  /**
   * The process's copy of the catalogue (`SaleCatalogue`): a cash order without a code is priced
   * from it and written in one round trip (`sendSale`). Without it, the cart is read in the
   * transaction.
   */
  catalogue?: SaleCatalogue;
}

function requestHash(command: CreateOrderCommand): string {
  return createHash('sha256').update(JSON.stringify(command)).digest('hex');
}

/** A hand-over PIN: 4 random digits (a lost PIN is locked after 5 tries, `PIN_MAX_TRIES`). */
const newHandOverPin = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** What `writeOrder` wrote: with the customer, the whole new order (it has no delivery yet). */
export type WrittenOrder = Pick<OrderAggregate, 'order' | 'items' | 'events' | 'taxLines'>;

/**
 * Where a sale is taxed and the rates there on the day (from `tax_rates`) that the shop is
 * registered to charge on that day (Settings), for the one pricing function. Refuses a Canadian
 * address whose postal code names no province, and a country the shop does not ship to.
 */
export async function taxContextOf(
  db: DbOrTx,
  settings: SettingsRow,
  fulfillment: CreateOrderCommand['fulfillmentMethod'],
  address: { postalCode: string; country: string } | null,
  at: Date,
): Promise<TaxContext> {
  // Every priced delivery passes here (the quote, a card intent, a cash order) before anything
  // is written: a country the shop does not ship to stops it.
  if (fulfillment === 'delivery' && address) assertShipsTo(settings, address.country);
  const place = placeOfSupply(fulfillment, address, placeOfStore(settings));
  const day = storeDay(at, settings.timeZone);
  const inForce = place.province ? await findRatesOn(db, place.province, day) : [];
  // The rate table is mirrored by every migrate; an empty one is a broken installation, not 0 %.
  if (place.province && inForce.length === 0)
    throw new Error(`no sales tax rates for ${place.province}: is the tax_rates table filled?`);
  return {
    place,
    pricesIncludeTax: settings.pricesIncludeTax,
    ...registeredRates(inForce, place, settings.taxRegistrations, day),
  };
}

/**
 * The cart's products as they read now, for pricing, with the customer's row locked first when
 * `lockCustomer`. A cart of one product is read unlocked, with the customer's lock, in one round
 * trip (its row is locked by the statement that takes it, at the end); a cart of several locks its
 * rows now, in id order (`findSaleProducts`), so that two carts never wait on each other.
 */
async function readSale(tx: DbOrTx, args: WriteOrderArgs, lockCustomer: boolean) {
  const ids = args.lines.map((line) => line.productId);
  const several = ids.length > 1;
  if (lockCustomer && !several) return lockCustomerAndReadProducts(tx, args.userId, ids);
  if (lockCustomer) await lockCustomerAndReadProducts(tx, args.userId, []);
  return findSaleProducts(tx, ids, { lock: several });
}

/** A price moved between reading the catalogue and taking the stock: the order is placed again. */
export class PriceMoved extends Error {}

/** A sale made ready to write (`draftSale`): the statement's rows, and what was priced. */
interface SaleDraft {
  sale: SaleCommit;
  priced: PricedCart;
  applied: Extract<PromoResult, { applied: true }> | null;
}

/**
 * Drafts a sale without the database (the rules here, the writing in `commitSale`):
 * refuses a product that is unknown or archived and a code that does not apply, prices the cart
 * (`args.price`, the one pricing function) and makes the order's row, lines, tax lines and first
 * events. A cash sale's lines carry the products they were priced from: the statement takes a
 * line only while its product still reads so. A card order keeps the price it was paid at.
 */
function draftSale(
  args: WriteOrderArgs,
  catalogue: Map<string, SaleProduct & { archivedAt: Date | null }>,
  promo: PromoRequest | null,
): SaleDraft {
  const { command, payment, settings, at } = args;
  const read = args.lines.map((line) => {
    const product = catalogue.get(line.productId);
    if (!product || product.archivedAt) throw productUnavailable(product && lineName(product, args.locale));
    // Too little stock is said by the sale's statement, after the open-order cap.
    return { product, quantity: line.quantity };
  });
  const priced = args.price(read, promo);
  const applied = priced.promo?.applied ? priced.promo : null;
  if (priced.promo && !priced.promo.applied) throw promoRefused(priced.promo.refusal);
  if (applied) {
    // A card order keeps the price it was paid at, but only while its code still stands: switched
    // off, ended or used up since the intent was opened, the payment is refunded (decision 013).
    const refusal = promo?.rule
      ? (availabilityRefusal(promo.rule, at) ?? limitRefusal(promo.rule, promo.customer))
      : PROMO_USED_UP(applied.code);
    if (refusal) throw promoRefused(refusal);
  }
  const address = command.fulfillmentMethod === 'delivery' ? command.address : null;
  const card = payment.method === 'stripe' ? payment.card : null;
  const row = newOrderRow({
    userId: args.userId,
    locale: args.locale,
    paymentMethod: payment.method,
    // A card order is written once the provider says it is paid; cash is paid at the handover.
    paymentStatus: payment.method === 'stripe' ? 'completed' : 'pending',
    paymentIntentId: payment.method === 'stripe' ? payment.intentId : null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    currency: priced.currency,
    subtotalCents: priced.subtotalCents,
    discountCode: applied?.code ?? null,
    discountCents: priced.discountCents ?? 0,
    deliveryFeeCents: priced.feeCents,
    // A card record from before taxes carries none.
    taxCents: priced.taxCents ?? 0,
    taxIncluded: priced.taxIncluded ?? false,
    taxProvince: priced.place?.province ?? null,
    taxBasis: priced.place ? (priced.place.basis === 'estimate' ? 'delivery' : priced.place.basis) : null,
    deliveryFeeTaxableCents: priced.feeTaxableCents ?? 0,
    taxNotRegistered: priced.notRegistered ?? [],
    taxableCents: priced.taxableCents ?? taxableOfLines(priced.taxLines ?? []),
    totalCents: priced.totalCents,
    fulfillmentMethod: command.fulfillmentMethod,
    deliveryMethod: command.deliveryMethod,
    // The hand-over PIN: its customer gives it to the courier at the door (README "Deliveries").
    handoverPin: command.fulfillmentMethod === 'delivery' ? newHandOverPin() : null,
    pinRequired:
      command.fulfillmentMethod === 'delivery' &&
      pinRequiredFor(settings.handOverPin, {
        paymentMethod: payment.method,
        totalCents: priced.totalCents,
        lines: priced.lines,
      }),
    shipStreet: address?.street ?? null,
    shipCity: address?.city ?? null,
    shipPostalCode: address?.postalCode ?? null,
    shipCountry: address?.country ?? null,
    shipPhone: address?.phone ?? null,
    shipLatitude: address?.latitude ?? null,
    shipLongitude: address?.longitude ?? null,
    deliveryZoneName: priced.deliveryZone?.name ?? null,
    pickupAddress: command.fulfillmentMethod === 'pickup' ? storeAddressOf(settings) : null,
    deliveryInstructions: command.deliveryInstructions ?? null,
    // The estimate promised now, with the store's hours of now and the zone's delivery days.
    estimatedAt: deliveryEstimate(command.fulfillmentMethod, command.deliveryMethod, at, {
      ...calendarOf(settings),
      deliveryDays: priced.deliveryZone?.days ?? null,
    }),
    createdAt: at,
    updatedAt: at,
  });
  const order = args.renewal
    ? {
        ...row,
        isSubscriptionOrder: true,
        subscriptionId: args.renewal.subscriptionId,
        renewalOf: args.renewal.day,
      }
    : row;
  const items = priced.lines.map((line) => ({
    id: randomUUID(),
    orderId: order.id,
    productId: line.productId,
    name: lineName(catalogue.get(line.productId) ?? line, args.locale),
    type: line.type,
    weightKg: line.weightKg,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    taxCategory: line.taxCategory ?? null,
    taxCents: line.taxCents ?? 0,
    discountCents: line.discountCents ?? null,
  }));
  const events = [
    eventValues({
      orderId: order.id,
      type: 'placed',
      actor: args.actor,
      at,
      toStatus: 'pending',
      paymentStatus: order.paymentStatus,
      amountCents: order.totalCents,
    }),
    ...(payment.method === 'stripe'
      ? [
          eventValues({
            orderId: order.id,
            type: 'payment_captured',
            actor: PROVIDER,
            at,
            paymentStatus: 'completed',
            amountCents: order.totalCents,
            data: { intentId: payment.intentId, ...(card ?? {}) },
          }),
        ]
      : []),
  ];
  const pricedFromCatalogue = payment.method === 'cash';
  const sale: SaleCommit = {
    order,
    lines: read.map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      ...(pricedFromCatalogue ? { pricedFrom: product } : {}),
    })),
    items,
    events,
    taxLines: (priced.taxLines ?? []).map((line) => ({ orderId: order.id, ...line })),
    // Each line taken is a movement of the product's stock history, by the buyer.
    actorId: args.userId,
    at,
    ...(args.openCashCap !== undefined ? { openCashCap: args.openCashCap } : {}),
    ...(args.unpaidCashCap ? { unpaidCashCap: args.unpaidCashCap } : {}),
    ...(args.idempotency
      ? { idempotency: { scope: args.idempotency.scope, key: args.idempotency.key } }
      : {}),
  };
  return { sale, priced, applied };
}

/**
 * What a refused sale tells the customer (`SaleRefusal`, in the order the statement checks):
 * the key was another request's, too many open cash orders, or the first line not taken — no
 * longer sold, or too little left as it reads now. A line not taken for neither reason was
 * priced from a product that changed (or read before another sale): it is placed again.
 */
function refusalError(
  refusal: SaleRefusal,
  args: Pick<WriteOrderArgs, 'openCashCap' | 'unpaidCashCap'>,
): Error {
  switch (refusal.refusal) {
    case 'idempotency_key_in_use':
      return new IdempotentReplay();
    case 'open_cash_orders':
      return new AppError('business_rule', ERRORS.order.tooManyOpenCashOrders, {
        values: { max: args.openCashCap ?? 0 },
        code: 'too_many_open_orders',
      });
    case 'unpaid_cash_limit': {
      const cap = args.unpaidCashCap ?? { units: 0, valueCents: 0 };
      return new AppError(
        'business_rule',
        refusal.units === 0 ? ERRORS.order.unpaidCashLimit : ERRORS.order.unpaidCashLimitHeld,
        {
          code: 'unpaid_cash_limit',
          values: {
            maxUnits: cap.units,
            maxValue: money(fromCents(cap.valueCents)),
            heldUnits: refusal.units,
            heldValue: money(fromCents(refusal.valueCents)),
          },
        },
      );
    }
    case 'not_taken': {
      for (const { product, quantity } of refusal.lines) {
        if (!product || product.archived) return productUnavailable(product?.name);
        if (product.stock < quantity) return outOfStock(saleLabel(product), product.stock);
      }
      return new PriceMoved();
    }
  }
}

/** `commitSale`, its refusal told as the customer's answer (`refusalError`). */
async function commitDraft(tx: DbOrTx, args: WriteOrderArgs, draft: SaleDraft) {
  try {
    return await commitSale(tx, draft.sale);
  } catch (error) {
    throw error instanceof SaleRefused ? refusalError(error.refusal, args) : error;
  }
}

/** The order as written, with its number and its events' ids (the log's sequence). */
function writtenOf(draft: SaleDraft, { number, eventIds }: SaleCommitted): WrittenOrder {
  const events: OrderEventRow[] = draft.sale.events.map((event, i) => ({
    ...event,
    id: eventIds[i] ?? 0,
    mailedAt: null,
    pushedAt: null,
  }));
  return {
    order: { ...draft.sale.order, number },
    items: draft.sale.items,
    events,
    taxLines: draft.sale.taxLines,
  };
}

/**
 * Writes an order, every order: cash or card, placed by a customer or (later) renewed by the
 * shop. The one write path: the cart is priced by the one pricing function (`args.price`), the
 * sale drafted without the database (`draftSale`) and written by one statement (`saleStatement`)
 * that takes the stock of every line only if that much remains, inside the one transaction
 * helper (`transaction`, db/driver.ts). Given a transaction, the order commits or rolls back with
 * what the caller writes beside it (the card payment marked completed).
 *
 * Two ways to read what the sale is priced from, one way to write it: a cash order without a
 * code, given the process's copy of the catalogue, is sent in one write (`sendSale`); any other
 * order reads its products (and its code's limits, under the customer's lock) in the transaction
 * first (`readAndWrite`). A line that cannot be served throws and nothing is taken; a price that
 * moved in between throws `PriceMoved` (the caller places it again).
 */
export async function writeOrder(db: DbOrTx, args: WriteOrderArgs): Promise<WrittenOrder> {
  if (args.catalogue && args.payment.method === 'cash' && !args.command.promoCode)
    return sendSale(db, args.catalogue, args);
  return transaction(db, ({ tx }) => readAndWrite(tx, args));
}

/**
 * `writeOrder` reading in its transaction: the cart is priced from the catalogue as it reads now
 * (`readSale`), then one statement (`commitSale`) writes the order row, takes the stock and
 * writes the lines, the stock history, the tax lines and the first events: the product rows
 * every buyer queues on stay locked from that statement to COMMIT only.
 */
async function readAndWrite(tx: DbOrTx, args: WriteOrderArgs): Promise<WrittenOrder> {
  const { command, at } = args;
  // Sent with the cart's read, not before it: on PostgreSQL both leave with BEGIN.
  const claim = args.idempotency ? claimIdempotencyKey(tx, args.idempotency) : undefined;
  claim?.catch(() => undefined);
  // The customer's row is locked first (before any stock, the same order as a cancellation's):
  // their open-order cap and a code's first-order and per-customer limits hold.
  const rows = await readSale(
    tx,
    args,
    Boolean(command.promoCode) || args.openCashCap !== undefined || args.unpaidCashCap !== undefined,
  );
  if (claim && (await claim) === null) throw new IdempotentReplay();
  let promo: PromoRequest | null = null;
  if (command.promoCode) {
    const rule = await findDiscountByCode(tx, command.promoCode);
    const customer = await customerFacts(tx, args.userId, rule?.id ?? null);
    promo = { code: command.promoCode, rule, customer, now: at, subscriber: Boolean(args.renewal) };
  }
  const draft = draftSale(args, new Map(rows.map((row) => [row.id, row])), promo);
  const committed = await commitDraft(tx, args, draft);
  const { applied, priced } = draft;
  if (applied) {
    // The code's use is taken after the stock, the order a cancellation gives both back in.
    if (!(await takeUse(tx, applied.discountId))) throw promoRefused(PROMO_USED_UP(applied.code));
    await insertRedemption(tx, {
      discountId: applied.discountId,
      userId: args.userId,
      orderId: draft.sale.order.id,
      amountCents: priced.discountCents ?? 0,
      createdAt: at,
    });
  }
  const written = writtenOf(draft, committed);
  // A card order is paid as it is written, so it is invoiced now — last, as the
  // counter's row lock is then held only until this transaction commits.
  if (invoiceDue(written.order)) {
    const invoiceEvents: NewOrderEvent[] = [];
    const event: EventFn = (type, extra = {}) =>
      invoiceEvents.push({ orderId: written.order.id, type, actor: SYSTEM, at, ...extra });
    written.order = await issueInvoice(tx, written.order, at, event, {
      items: written.items,
      taxLines: written.taxLines,
      settings: args.settings,
    });
    written.events.push(...(await appendEvents(tx, invoiceEvents)));
  }
  return written;
}

/**
 * `writeOrder` for a cash order without a code, in one round trip: priced from the process's
 * copy of the catalogue (`SaleCatalogue`), then `BEGIN`, the key's claim, the customer's lock (and
 * the products', in id order, for a cart of several), the sale's statement and `COMMIT` leave in
 * one write (`TransactionScope.finish`). The statement makes every check the transaction needs and
 * refuses by raising, which rolls it all back (`refusalError`); a product that changed since this
 * process read it is read again (`PriceMoved`).
 */
async function sendSale(db: DbOrTx, catalogue: SaleCatalogue, args: WriteOrderArgs): Promise<WrittenOrder> {
  const ids = args.lines.map((line) => line.productId);
  const draft = draftSale(args, await catalogue.read(ids), null);
  let answers: unknown[][];
  try {
    answers = await transaction(db, ({ finish }) =>
      finish([
        ...(args.idempotency ? [claimKeyStatement(args.idempotency)] : []),
        lockCustomerStatement(args.userId),
        ...(ids.length > 1 ? [lockProductsStatement(ids)] : []),
        saleStatement(draft.sale),
      ]),
    );
  } catch (error) {
    const refusal = saleRefusalOf(error);
    if (!refusal) throw error;
    const refused = refusalError(refusal, args);
    if (refused instanceof PriceMoved) catalogue.forget(ids);
    throw refused;
  }
  const [committed] = answers.at(-1) as SaleCommitted[];
  if (!committed) throw new Error('the sale statement returned nothing');
  return writtenOf(draft, committed);
}

/**
 * Runs a placement again when its transaction lost a race it can win on a second try: a price
 * moved between reading and taking (`PriceMoved`), or PostgreSQL chose it as a deadlock's victim
 * (two carts locking the same products in another order). Each try starts from nothing.
 */
async function placeWithRetries<T>(place: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await place();
    } catch (error) {
      if (attempt >= tries || !(error instanceof PriceMoved || isDeadlock(error))) throw error;
    }
  }
}

export interface OrdersServiceDeps {
  db: Db;
  lifecycle: Lifecycle;
}

/** The store's address, where a pickup order waits (kept on the order as it then read). */
const storeAddressOf = (settings: SettingsRow) => ({
  street: settings.storeStreet,
  city: settings.storeCity,
  postalCode: settings.storePostalCode,
  country: settings.storeCountry,
});

export function createOrdersService({ db, lifecycle }: OrdersServiceDeps) {
  /** The catalogue as cash sales are priced from it, kept by this process (`writeOrder`). */
  const catalogue = new SaleCatalogue(db);

  /** Refuses a cart naming a product that is archived or unknown (before anything is taken). */
  async function saleProducts(lines: { productId: string }[]) {
    const rows = await findSaleProducts(
      db,
      lines.map((line) => line.productId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (!product) throw productUnavailable();
      if (product.archivedAt) throw productUnavailable(product.name);
    }
    return byId;
  }

  /** The code as it stands now for this customer (signed out: no customer facts). */
  async function promoRequest(
    userId: string | null,
    code: string | null,
    subscriber = false,
  ): Promise<PromoRequest | null> {
    if (!code) return null;
    const rule = await findDiscountByCode(db, code);
    const customer = userId ? await customerFacts(db, userId, rule?.id ?? null) : null;
    return { code, rule, customer, now: lifecycle.now(), subscriber };
  }

  /**
   * The code a subscription's order is priced with: the subscriber discount (decision 022) in
   * place of any code typed, or none when the owner offers none.
   */
  async function subscriberCode(reader: DbOrTx = db): Promise<string | null> {
    return (await findSubscriberDiscount(reader))?.code ?? null;
  }

  /**
   * Prices a cart without taking stock (a card intent is priced before paying; the checkout's
   * quote): the one pricing function, with the discount code for this customer. `checkStock`
   * answers 409 naming any product that has not enough stock left.
   */
  async function quote(
    userId: string | null,
    command: Pick<CreateOrderCommand, 'lines' | 'fulfillmentMethod' | 'deliveryMethod'> & {
      promoCode?: string | null;
      address?: { postalCode: string; country: string } | null;
      /** A subscription's order: priced with the subscriber discount, whatever code was typed. */
      subscribe?: boolean;
    },
    { checkStock = true }: { checkStock?: boolean } = {},
  ): Promise<PricedCart> {
    const lines = mergeLines(command.lines);
    const code = command.subscribe ? await subscriberCode() : (command.promoCode ?? null);
    const [byId, settings, promo] = await Promise.all([
      saleProducts(lines),
      getSettingsRow(db),
      promoRequest(userId, code, command.subscribe ?? false),
    ]);
    const address = command.address ?? null;
    const tax = await taxContextOf(db, settings, command.fulfillmentMethod, address, lifecycle.now());
    const delivery = await deliveryTermsOf(db, settings, command.fulfillmentMethod, address);
    const sold = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw productUnavailable();
      if (checkStock && product.stock < line.quantity) throw outOfStock(saleLabel(product), product.stock);
      return { product, quantity: line.quantity };
    });
    return priceCart(sold, command, settings, promo, tax, delivery);
  }

  async function aggregate(row: OrderRow): Promise<Order> {
    const [full] = await loadAggregates(db, [row]);
    if (!full) throw new AppError('not_found', ERRORS.order.notFound);
    return toOrderDto(full);
  }

  async function replay(userId: string, key: string, hash: string): Promise<Order | undefined> {
    const existing = await findIdempotencyKey(db, {
      userId,
      scope: IDEMPOTENCY_SCOPE,
      key,
      ttlHours: IDEMPOTENCY_TTL_HOURS,
    });
    if (!existing?.orderId) return undefined;
    if (existing.requestHash !== hash)
      throw new AppError('business_rule', ERRORS.order.idempotencyMismatch, {
        code: 'idempotency_mismatch',
      });
    const row = await findOrderRow(db, existing.orderId);
    return row ? aggregate(row) : undefined;
  }

  /**
   * What the one order writer is given for a cash order placed for `user` now, from the cart as
   * an order takes it: the store's settings, the place of supply's taxes and the delivery terms
   * of today, and the one pricing function.
   */
  async function cashOrderArgs(
    user: Pick<CurrentUser, 'id' | 'preferredLocale'>,
    command: CreateOrderCommand,
    /** A caller's transaction reads in it (on PGlite's one connection, anything else waits). */
    reader: DbOrTx = db,
  ): Promise<WriteOrderArgs> {
    const settings = await getSettingsRow(reader);
    const [tax, delivery] = await Promise.all([
      taxContextOf(reader, settings, command.fulfillmentMethod, command.address, lifecycle.now()),
      deliveryTermsOf(reader, settings, command.fulfillmentMethod, command.address),
    ]);
    return {
      userId: user.id,
      locale: user.preferredLocale ?? DEFAULT_LOCALE,
      actor: { role: 'customer', userId: user.id },
      command,
      lines: mergeLines(command.lines),
      price: (sold, promo) => priceCart(sold, command, settings, promo, tax, delivery),
      payment: { method: 'cash' },
      settings,
      at: lifecycle.now(),
    };
  }

  /**
   * A subscription's order for its store day `day` (decision 022), written in the caller's
   * transaction (which moves the subscription on with it) through the one order writer: today's
   * prices, taxes, zone fee and stock; too little stock refuses it and nothing is taken.
   */
  async function placeRenewal(
    tx: DbOrTx,
    request: {
      user: Pick<CurrentUser, 'id' | 'preferredLocale'>;
      command: CreateOrderCommand;
      renewal: { subscriptionId: string; day: string };
      actor: Actor;
    },
  ): Promise<WrittenOrder> {
    const command = { ...request.command, promoCode: await subscriberCode(tx) };
    const args = await cashOrderArgs(request.user, command, tx);
    return writeOrder(tx, { ...args, actor: request.actor, renewal: request.renewal, at: lifecycle.now() });
  }

  /**
   * Places a cash order in one transaction: the idempotency key is claimed, the customer's open
   * cash orders are counted under a lock on their row (the settings' `maxOpenCashOrders`), then `writeOrder` takes
   * the stock and writes the order at the catalogue's prices of that moment.
   */
  async function placeOrder(
    user: Pick<CurrentUser, 'id' | 'name' | 'email' | 'preferredLocale'>,
    command: CreateOrderCommand,
    options: { idempotencyKey?: string | undefined } = {},
  ): Promise<{ order: Order; replayed: boolean }> {
    const lines = mergeLines(command.lines);
    const hash = requestHash({ ...command, lines });
    const key = options.idempotencyKey;

    // An unknown or archived product is refused by `writeOrder` before anything is kept.
    const base = await cashOrderArgs(user, command);
    const { settings } = base;
    const args: WriteOrderArgs = {
      ...base,
      catalogue,
      openCashCap: settings.maxOpenCashOrders,
      unpaidCashCap: { units: settings.maxUnpaidCashUnits, valueCents: settings.maxUnpaidCashCents },
      ...(key
        ? {
            idempotency: {
              userId: user.id,
              scope: IDEMPOTENCY_SCOPE,
              key,
              requestHash: hash,
              ttlHours: IDEMPOTENCY_TTL_HOURS,
            },
          }
        : {}),
    };
    try {
      const written = await placeWithRetries(() => writeOrder(db, { ...args, at: lifecycle.now() }));
      // The answer is built from what was written: a new order has no delivery, courier or notes yet.
      const customer = { id: user.id, name: user.name, email: user.email };
      return {
        order: toOrderDto({
          ...written,
          customer,
          delivery: null,
          courier: null,
          customerNotes: [],
          refunds: [],
        }),
        replayed: false,
      };
    } catch (error) {
      // A retry is answered with its order, also when a check made before the key's claim (a
      // product archived since, in `sendSale`) would refuse it now.
      if (key && (error instanceof IdempotentReplay || error instanceof AppError)) {
        const previous = await replay(user.id, key, hash);
        if (previous) return { order: previous, replayed: true };
      }
      if (error instanceof IdempotentReplay) {
        throw new AppError('conflict', ERRORS.order.alreadyPlacing, {
          code: 'order_in_progress',
        });
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
    if (!row) throw new AppError('not_found', ERRORS.order.notFound);
    if (row.userId === user.id || user.role === 'admin') return aggregate(row);
    if (user.role === 'delivery') {
      const personId = await findDeliveryPersonIdOfUser(db, user.id);
      const [full] = await loadAggregates(db, [row]);
      if (personId && full?.delivery?.deliveryPersonId === personId) return toOrderDto(full);
    }
    throw new AppError('not_found', ERRORS.order.notFound);
  }

  /** Only its owner (or an admin) follows an order live; anyone else is told it does not exist. */
  async function checkLiveAccess(user: CurrentUser, id: string): Promise<void> {
    const row = await findOrderRow(db, id);
    if (!row || (row.userId !== user.id && user.role !== 'admin'))
      throw new AppError('not_found', ERRORS.order.notFound);
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

  /**
   * A customer cancels their own order while it is pending (the life cycle's rule): stock back,
   * and a card payment refunded.
   */
  async function cancelOwnOrder(user: CurrentUser, id: string): Promise<Order> {
    const { order } = await lifecycle.move({
      orderId: id,
      actor: { role: 'customer', userId: user.id },
      move: 'cancel',
    });
    return getOrder(user, order.id);
  }

  /** The order of this customer (another's, or none: 404), as its row. */
  async function ownOrderRow(user: CurrentUser, id: string): Promise<OrderRow> {
    const row = await findOrderRow(db, id);
    if (!row || row.userId !== user.id) throw new AppError('not_found', ERRORS.order.notFound);
    return row;
  }

  /** The days a missed delivery of this customer's order can be made again (none once it can't). */
  async function deliveryDaysOf(user: CurrentUser, id: string): Promise<string[]> {
    const row = await ownOrderRow(user, id);
    const delivery = await findDeliveryStatus(db, row.id);
    if (!canReschedule(stateOf(row, delivery ? { status: delivery } : null))) return [];
    return offeredDays(db, row, lifecycle.now());
  }

  /** After a missed delivery: another day, one of those offered, through the life cycle. */
  async function rescheduleDelivery(user: CurrentUser, id: string, day: string): Promise<Order> {
    const row = await ownOrderRow(user, id);
    checkOfferedDay(day, await offeredDays(db, row, lifecycle.now()));
    const { order } = await lifecycle.move({
      orderId: row.id,
      actor: { role: 'customer', userId: user.id },
      move: 'reschedule',
      deliveryDay: day,
    });
    return getOrder(user, order.id);
  }

  /** After a missed delivery: the customer picks the order up at the store instead. */
  async function pickUpInstead(user: CurrentUser, id: string): Promise<Order> {
    const settings = await getSettingsRow(db);
    const { order } = await lifecycle.move({
      orderId: id,
      actor: { role: 'customer', userId: user.id },
      move: 'switch_to_pickup',
      pickupAddress: storeAddressOf(settings),
    });
    return getOrder(user, order.id);
  }

  /**
   * A cash order nobody confirmed within the settings' hours is cancelled by the
   * shop and its stock returned. Safe with several processes: each order is moved under its row
   * lock, so an order taken by another process (or by the admin meanwhile) is left alone.
   */
  async function expireStaleCashOrders(limit = 100): Promise<number> {
    const settings = await getSettingsRow(db);
    const before = new Date(lifecycle.now().getTime() - settings.cashOrderExpiryHours * 3_600_000);
    let cancelled = 0;
    for (const orderId of await findStaleCashOrderIds(db, before, limit)) {
      try {
        await lifecycle.move({
          orderId,
          actor: SYSTEM,
          move: 'cancel',
          reason: `Not confirmed within ${settings.cashOrderExpiryHours} hours`,
          expiredAfterHours: settings.cashOrderExpiryHours,
        });
        cancelled += 1;
      } catch (error) {
        // Moved on meanwhile (confirmed, cancelled, delivered): nothing to expire.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return cancelled;
  }

  return {
    placeOrder,
    quote,
    findOrder,
    getOrder,
    checkLiveAccess,
    listOwnOrders,
    cancelOwnOrder,
    placeRenewal,
    subscriberCode,
    deliveryDaysOf,
    rescheduleDelivery,
    pickUpInstead,
    expireStaleCashOrders,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
