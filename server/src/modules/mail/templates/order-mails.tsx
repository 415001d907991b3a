import { countryName } from '@ikawa/contracts/countries';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@ikawa/contracts/i18n';
import type { Order, OrderAddress } from '@ikawa/contracts/orders';
import { lineLabel } from '@ikawa/contracts/products';
import { formatDeliveryPromise } from '@ikawa/contracts/rules/delivery-estimate';
import { DEFAULT_TIME_ZONE } from '@ikawa/contracts/store-hours';
import { Column, Link, Row, Section, Text } from '@react-email/components';
import { moneyIn, notRegisteredWords, paymentWords, taxTitle } from '../../../lib/document-words';
import { Divider, MailButton, MailLayout, styles, textsIn, withElements } from './layout';
import type { MailData, OrderStep, ShopInfo } from './types';

function addressLine(address: OrderAddress, locale: Locale): string {
  return `${address.street}, ${address.city} ${address.postalCode}, ${countryName(address.country, locale)}`;
}

/** The customer's orders, on the pages of the reader's language. */
export function orderLink(shop: ShopInfo, locale: Locale | undefined): string {
  return `${shop.url}${localizedPath(locale ?? DEFAULT_LOCALE, '/account/orders')}`;
}

/**
 * The order's printable receipt. Messages carry a link signed for the order, which opens without
 * signing in; a message written before those links points to the account area.
 */
export function receiptLink(
  shop: ShopInfo,
  order: Pick<Order, '_id'>,
  signed?: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return signed ?? `${shop.url}${localizedPath(locale, `/account/orders/${order._id}/receipt`)}`;
}

const RECEIPT = {
  view: /*i18n*/ { id: 'mail.receipt.view', message: 'View your receipt' },
  invoiced: /*i18n*/ { id: 'mail.receipt.invoiced', message: 'Your receipt (invoice {number}): {link}' },
  onceCashPaid: /*i18n*/ {
    id: 'mail.receipt.onceCashPaid',
    message:
      'Your receipt will be ready once you have paid, when the order is handed over. The same link opens it then: {link}',
  },
  inMyOrders: /*i18n*/ {
    id: 'mail.receipt.inMyOrders',
    message: 'Your receipt will be in My Orders once the order is paid.',
  },
};

/** The receipt's line in an order message: its link, or when it will be ready. */
function ReceiptLine({
  order,
  shop,
  receiptUrl,
  locale,
}: {
  order: Order;
  shop: ShopInfo;
  receiptUrl?: string;
  locale?: Locale;
}) {
  const t = textsIn(locale);
  const href = receiptLink(shop, order, receiptUrl, locale);
  const link = (
    <Link href={href} style={styles.link}>
      {t(RECEIPT.view)}
    </Link>
  );
  if (order.invoice)
    return (
      <Text style={styles.text}>
        {withElements(locale, RECEIPT.invoiced, { number: order.invoice.number }, { link })}
      </Text>
    );
  // A cash order is invoiced once paid: the same link shows the receipt from then on.
  if (receiptUrl)
    return <Text style={styles.text}>{withElements(locale, RECEIPT.onceCashPaid, {}, { link })}</Text>;
  return <Text style={styles.text}>{t(RECEIPT.inMyOrders)}</Text>;
}

const SUMMARY = {
  line: /*i18n*/ {
    id: 'mail.summary.item',
    comment:
      'quantity × label: a coffee with its bag size, "2 × Kayanza (1/2 kg)"; anything else by name, "1 × Ikawa Stoneware Mug"',
    message: '{quantity} × {product}',
  },
  subtotal: /*i18n*/ { id: 'mail.summary.subtotal', message: 'Subtotal' },
  discount: /*i18n*/ { id: 'mail.summary.discount', message: 'Discount ({code})' },
  storePickup: /*i18n*/ { id: 'mail.summary.storePickup', message: 'Store pickup' },
  deliveryFee: /*i18n*/ { id: 'mail.summary.deliveryFee', message: 'Delivery fee' },
  free: /*i18n*/ { id: 'mail.summary.free', message: 'Free' },
  taxIncluded: /*i18n*/ { id: 'mail.summary.taxIncluded', message: '{tax} (included)' },
  total: /*i18n*/ { id: 'mail.summary.total', message: 'Total' },
  payment: /*i18n*/ { id: 'mail.summary.payment', message: 'Payment:' },
  pickUpAt: /*i18n*/ { id: 'mail.summary.pickUpAt', message: 'Pick up at:' },
  // Said before and after the delivery: not "Delivered to", which a refund or a cancellation
  // would tell of an order that never left.
  deliverTo: /*i18n*/ { id: 'mail.summary.deliveryAddress', message: 'Delivery address:' },
  readyAround: /*i18n*/ { id: 'mail.summary.readyAround', message: 'Ready:' },
  expectedBy: /*i18n*/ { id: 'mail.summary.expectedBy', message: 'Expected by:' },
};

/** The lines, fee, total, payment and where the coffee goes: the body of every order message. */
function OrderSummary({
  order,
  shop,
  locale = DEFAULT_LOCALE,
}: {
  order: Order;
  shop: ShopInfo;
  locale?: Locale;
}) {
  const t = textsIn(locale);
  const money = moneyIn(locale);
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const place = pickup ? order.delivery.pickupAddress : (order.delivery.address ?? order.shippingAddress);
  return (
    <Section>
      {order.items.map((item) => (
        <Row key={item.product._id} style={{ marginBottom: '6px' }}>
          <Column style={{ ...styles.text, margin: 0 }}>
            {t(SUMMARY.line, {
              quantity: item.quantity,
              product: lineLabel(item.product, locale),
            })}
          </Column>
          <Column align="right" style={{ ...styles.text, margin: 0, whiteSpace: 'nowrap' }}>
            {money(item.price * item.quantity)}
          </Column>
        </Row>
      ))}
      <Divider />
      <Row>
        <Column style={{ ...styles.muted, margin: 0 }}>{t(SUMMARY.subtotal)}</Column>
        <Column align="right" style={{ ...styles.muted, margin: 0 }}>
          {money(order.subtotal)}
        </Column>
      </Row>
      {order.discount && (
        <Row>
          <Column style={{ ...styles.muted, margin: 0 }}>
            {t(SUMMARY.discount, { code: order.discount.code })}
          </Column>
          <Column align="right" style={{ ...styles.muted, margin: 0 }}>
            {`−${money(order.discount.amount)}`}
          </Column>
        </Row>
      )}
      <Row>
        <Column style={{ ...styles.muted, margin: 0 }}>
          {pickup ? t(SUMMARY.storePickup) : t(SUMMARY.deliveryFee)}
        </Column>
        <Column align="right" style={{ ...styles.muted, margin: 0 }}>
          {order.deliveryFee === 0 ? t(SUMMARY.free) : money(order.deliveryFee)}
        </Column>
      </Row>
      {/* The sales tax per tax (messages queued before taxes were charged carry none). */}
      {(order.tax?.lines ?? []).map((line) => (
        <Row key={line.tax}>
          <Column style={{ ...styles.muted, margin: 0 }}>
            {order.tax?.included
              ? t(SUMMARY.taxIncluded, { tax: taxTitle(locale, line) })
              : taxTitle(locale, line)}
          </Column>
          <Column align="right" style={{ ...styles.muted, margin: 0 }}>
            {money(line.amount)}
          </Column>
        </Row>
      ))}
      {/* A tax of the place the shop is not registered for: none charged, and why. */}
      {(order.tax?.notRegistered ?? []).map((kind) => (
        <Row key={kind}>
          <Column style={{ ...styles.muted, margin: 0 }}>{notRegisteredWords(locale, kind)}</Column>
          <Column align="right" style={{ ...styles.muted, margin: 0 }}>
            {money(0)}
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...styles.text, fontWeight: 700, margin: '6px 0 0' }}>{t(SUMMARY.total)}</Column>
        <Column align="right" style={{ ...styles.text, fontWeight: 700, margin: '6px 0 0' }}>
          {money(order.totalAmount)}
        </Column>
      </Row>
      <Divider />
      <Text style={styles.text}>
        <strong>{t(SUMMARY.payment)}</strong> {paymentWords(locale, order)}
      </Text>
      {place ? (
        <Text style={styles.text}>
          <strong>{pickup ? t(SUMMARY.pickUpAt) : t(SUMMARY.deliverTo)}</strong> {addressLine(place, locale)}
        </Text>
      ) : null}
      {order.status !== 'cancelled' && order.status !== 'delivered' ? (
        <Text style={styles.text}>
          <strong>{pickup ? t(SUMMARY.readyAround) : t(SUMMARY.expectedBy)}</strong>{' '}
          {formatDeliveryPromise(
            order.estimatedDelivery,
            order.delivery.fulfillmentMethod,
            locale,
            shop.timeZone ?? DEFAULT_TIME_ZONE,
          )}
        </Text>
      ) : null}
    </Section>
  );
}

const CONFIRMATION = {
  subject: /*i18n*/ { id: 'mail.confirmation.subject', message: 'Your {shop} order {number} is confirmed' },
  preview: /*i18n*/ { id: 'mail.confirmation.preview', message: 'Thank you for your order {number}.' },
  heading: /*i18n*/ { id: 'mail.confirmation.heading', message: 'Thank you, {name}!' },
  payAtPickup: /*i18n*/ {
    id: 'mail.confirmation.payAtPickup',
    message: 'We have your order {number}. Please pay in cash when you pick it up at the store.',
  },
  payCourier: /*i18n*/ {
    id: 'mail.confirmation.payCourier',
    message: 'We have your order {number}. Please pay the courier in cash when it arrives.',
  },
  cardReceived: /*i18n*/ {
    id: 'mail.confirmation.cardReceived',
    message: 'We have your order {number}. Your card payment is received.',
  },
  button: /*i18n*/ { id: 'mail.confirmation.button', message: 'See your order' },
};

export function orderConfirmationSubject(data: MailData<'order_confirmation'>): string {
  return textsIn(data.locale)(CONFIRMATION.subject, {
    shop: data.shop.name,
    number: data.order.number,
  });
}

export function OrderConfirmation({ order, receiptUrl, shop, locale }: MailData<'order_confirmation'>) {
  const t = textsIn(locale);
  const number = order.number;
  const cash = order.payment.method === 'cash';
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const payment = cash
    ? pickup
      ? CONFIRMATION.payAtPickup
      : CONFIRMATION.payCourier
    : CONFIRMATION.cardReceived;
  return (
    <MailLayout shop={shop} preview={t(CONFIRMATION.preview, { number })} locale={locale}>
      <Text style={styles.heading}>{t(CONFIRMATION.heading, { name: order.user.name })}</Text>
      <Text style={styles.text}>{t(payment, { number })}</Text>
      <OrderSummary order={order} shop={shop} locale={locale} />
      <ReceiptLine order={order} shop={shop} receiptUrl={receiptUrl} locale={locale} />
      <MailButton href={orderLink(shop, locale)}>{t(CONFIRMATION.button)}</MailButton>
    </MailLayout>
  );
}

const STEP = {
  assigned: {
    subject: /*i18n*/ { id: 'mail.status.assigned.subject', message: 'Your order {number} has a courier' },
    line: /*i18n*/ { id: 'mail.status.assigned.line', message: 'A courier will bring your order.' },
  },
  picked_up: {
    subject: /*i18n*/ { id: 'mail.status.pickedUp.subject', message: 'Your order {number} is on its way' },
    line: /*i18n*/ {
      id: 'mail.status.pickedUp.line',
      message: 'The courier has picked up your order and is on the way.',
    },
  },
  delivered: {
    subject: /*i18n*/ { id: 'mail.status.delivered.subject', message: 'Your order {number} is delivered' },
    line: /*i18n*/ {
      id: 'mail.status.delivered.line',
      message: 'Your order is delivered. Enjoy your coffee!',
    },
  },
  readyForPickup: {
    subject: /*i18n*/ {
      id: 'mail.status.readyForPickup.subject',
      message: 'Your order {number} is ready for pickup',
    },
    line: /*i18n*/ {
      id: 'mail.status.readyForPickup.line',
      message: 'Your order is ready: come and pick it up at the store.',
    },
  },
  pickedUpByYou: {
    subject: /*i18n*/ {
      id: 'mail.status.pickedUpByYou.subject',
      message: 'Your order {number} is picked up',
    },
    line: /*i18n*/ {
      id: 'mail.status.pickedUpByYou.line',
      message: 'You picked up your order. Enjoy your coffee!',
    },
  },
  pending: {
    subject: /*i18n*/ { id: 'mail.status.pending.subject', message: 'Your order {number} is pending' },
    line: /*i18n*/ { id: 'mail.status.pending.line', message: 'Your order is waiting to be prepared.' },
  },
  processing: {
    subject: /*i18n*/ { id: 'mail.status.processing.subject', message: 'Your order {number} is processing' },
    line: /*i18n*/ { id: 'mail.status.processing.line', message: 'We are preparing your order.' },
  },
  shipped: {
    subject: /*i18n*/ { id: 'mail.status.shipped.subject', message: 'Your order {number} is shipped' },
    line: /*i18n*/ { id: 'mail.status.shipped.line', message: 'Your order is on its way.' },
  },
  cancelled: {
    subject: /*i18n*/ { id: 'mail.status.cancelled.subject', message: 'Your order {number} is cancelled' },
    line: /*i18n*/ { id: 'mail.status.cancelled.line', message: 'Your order is cancelled.' },
  },
};

function stepText(order: Order, step: OrderStep) {
  if (step !== 'status_changed') return STEP[step];
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  if (pickup && order.status === 'shipped') return STEP.readyForPickup;
  if (pickup && order.status === 'delivered') return STEP.pickedUpByYou;
  return STEP[order.status];
}

const STATUS = {
  heading: /*i18n*/ { id: 'mail.status.heading', message: 'Order {number}' },
  courier: /*i18n*/ { id: 'mail.status.courier', message: 'Your courier: {name}.' },
  button: /*i18n*/ { id: 'mail.status.button', message: 'Follow your order' },
  pin: /*i18n*/ { id: 'mail.status.pin', message: 'Your hand-over PIN: {pin}' },
  pinRequired: /*i18n*/ {
    id: 'mail.status.pinRequired',
    message: 'The courier will ask for it at the door: give it only to them, when you receive your order.',
  },
  pinOptional: /*i18n*/ {
    id: 'mail.status.pinOptional',
    message: 'The courier may ask for it at the door: give it only to them, when you receive your order.',
  },
};

export function orderStatusSubject(data: MailData<'order_status'>): string {
  return textsIn(data.locale)(stepText(data.order, data.step).subject, { number: data.order.number });
}

export function OrderStatus({ order, step, receiptUrl, shop, locale }: MailData<'order_status'>) {
  const t = textsIn(locale);
  const line = t(stepText(order, step).line);
  return (
    <MailLayout shop={shop} preview={line} locale={locale}>
      <Text style={styles.heading}>{t(STATUS.heading, { number: order.number })}</Text>
      <Text style={styles.text}>{line}</Text>
      {step === 'assigned' && order.delivery.assignedTo ? (
        <Text style={styles.text}>{t(STATUS.courier, { name: order.delivery.assignedTo.name })}</Text>
      ) : null}
      {/* Out for delivery: the PIN that proves the hand-over, for the customer only (README "Deliveries"). */}
      {step === 'picked_up' && order.handOver ? (
        <>
          <Text style={styles.heading}>{t(STATUS.pin, { pin: order.handOver.pin })}</Text>
          <Text style={styles.text}>
            {t(order.handOver.required ? STATUS.pinRequired : STATUS.pinOptional)}
          </Text>
        </>
      ) : null}
      <OrderSummary order={order} shop={shop} locale={locale} />
      {receiptUrl ? <ReceiptLine order={order} shop={shop} receiptUrl={receiptUrl} locale={locale} /> : null}
      <MailButton href={orderLink(shop, locale)}>{t(STATUS.button)}</MailButton>
    </MailLayout>
  );
}

const CANCELLED = {
  subject: /*i18n*/ { id: 'mail.cancelled.subject', message: 'Your order {number} is cancelled' },
  preview: /*i18n*/ { id: 'mail.cancelled.preview', message: 'Order {number} is cancelled.' },
  heading: /*i18n*/ { id: 'mail.cancelled.heading', message: 'Order {number} is cancelled' },
  reason: /*i18n*/ { id: 'mail.cancelled.reason', message: 'Reason: {reason}' },
  nothingCharged: /*i18n*/ {
    id: 'mail.cancelled.nothingCharged',
    message: 'Nothing was charged: you pay nothing for this order.',
  },
  refundComing: /*i18n*/ {
    id: 'mail.cancelled.refundComing',
    message: 'The {amount} you paid goes back to your card; we write again when the refund is through.',
  },
  questions: /*i18n*/ {
    id: 'mail.cancelled.questions',
    message: 'Questions? Reply to this e-mail or call {phone}.',
  },
};

export function orderCancelledSubject(data: MailData<'order_cancelled'>): string {
  return textsIn(data.locale)(CANCELLED.subject, { number: data.order.number });
}

export function OrderCancelled({ order, reason, shop, locale }: MailData<'order_cancelled'>) {
  const t = textsIn(locale);
  const number = order.number;
  return (
    <MailLayout shop={shop} preview={t(CANCELLED.preview, { number })} locale={locale}>
      <Text style={styles.heading}>{t(CANCELLED.heading, { number })}</Text>
      {reason ? <Text style={styles.text}>{t(CANCELLED.reason, { reason })}</Text> : null}
      <Text style={styles.text}>
        {order.payment.method === 'cash'
          ? t(CANCELLED.nothingCharged)
          : t(CANCELLED.refundComing, { amount: moneyIn(locale ?? DEFAULT_LOCALE)(order.totalAmount) })}
      </Text>
      <OrderSummary order={order} shop={shop} locale={locale} />
      <Text style={styles.muted}>{t(CANCELLED.questions, { phone: shop.phone })}</Text>
    </MailLayout>
  );
}

const REFUNDED = {
  subject: /*i18n*/ { id: 'mail.refunded.subject', message: 'Your refund of {amount} for order {number}' },
  preview: /*i18n*/ { id: 'mail.refunded.preview', message: '{amount} is on its way back to your card.' },
  heading: /*i18n*/ { id: 'mail.refunded.heading', message: 'Your refund is on its way' },
  body: /*i18n*/ {
    id: 'mail.refunded.body',
    message:
      'We refunded {amount} for order {number} to the card that paid it. Your bank may take a few days to show it.',
  },
  previewCash: /*i18n*/ {
    id: 'mail.refunded.previewCash',
    message: '{amount} was paid back to you in cash.',
  },
  headingCash: /*i18n*/ { id: 'mail.refunded.headingCash', message: 'Your refund was paid back' },
  bodyCash: /*i18n*/ {
    id: 'mail.refunded.bodyCash',
    message: 'We paid you back {amount} in cash for order {number}. The credit note is with your receipt.',
  },
};

export function orderRefundedSubject(data: MailData<'order_refunded'>): string {
  const money = moneyIn(data.locale ?? DEFAULT_LOCALE);
  return textsIn(data.locale)(REFUNDED.subject, {
    amount: money(data.amount),
    number: data.order.number,
  });
}

export function OrderRefunded({ order, amount, method, shop, locale }: MailData<'order_refunded'>) {
  const t = textsIn(locale);
  const money = moneyIn(locale ?? DEFAULT_LOCALE)(amount);
  // A cash refund is paid back by hand: never tell that customer to look at a card statement.
  const cash = method === 'cash';
  return (
    <MailLayout
      shop={shop}
      preview={t(cash ? REFUNDED.previewCash : REFUNDED.preview, { amount: money })}
      locale={locale}
    >
      <Text style={styles.heading}>{t(cash ? REFUNDED.headingCash : REFUNDED.heading)}</Text>
      <Text style={styles.text}>
        {t(cash ? REFUNDED.bodyCash : REFUNDED.body, { amount: money, number: order.number })}
      </Text>
      <OrderSummary order={order} shop={shop} locale={locale} />
    </MailLayout>
  );
}

/*
 * The shop's own messages (new order, low stock) go to the store's address: the shop writes them
 * in its language (English; a message has no reader's language), never in the customer's.
 */
const STAFF_ORDER = {
  subject: /*i18n*/ { id: 'mail.staffOrder.subject', message: 'New order {number}: {amount} from {name}' },
  preview: /*i18n*/ { id: 'mail.staffOrder.preview', message: '{name} ordered for {amount}.' },
  heading: /*i18n*/ { id: 'mail.staffOrder.heading', message: 'New order {number}' },
  fromPickup: /*i18n*/ { id: 'mail.staffOrder.fromPickup', message: 'From {name} ({email}), store pickup.' },
  fromDelivery: /*i18n*/ {
    id: 'mail.staffOrder.fromDelivery',
    message: 'From {name} ({email}), {method, select, express {express} other {standard}} delivery.',
  },
  button: /*i18n*/ { id: 'mail.staffOrder.button', message: 'Open in the admin' },
};

export function staffNewOrderSubject(data: MailData<'staff_new_order'>): string {
  const { order } = data;
  return textsIn(data.locale)(STAFF_ORDER.subject, {
    number: order.number,
    amount: moneyIn(data.locale ?? DEFAULT_LOCALE)(order.totalAmount),
    name: order.user.name,
  });
}

export function StaffNewOrder({ order, shop, locale }: MailData<'staff_new_order'>) {
  const t = textsIn(locale);
  const amount = moneyIn(locale ?? DEFAULT_LOCALE)(order.totalAmount);
  const who = { name: order.user.name, email: order.user.email };
  return (
    <MailLayout
      shop={shop}
      preview={t(STAFF_ORDER.preview, { name: order.user.name, amount })}
      locale={locale}
    >
      <Text style={styles.heading}>{t(STAFF_ORDER.heading, { number: order.number })}</Text>
      <Text style={styles.text}>
        {order.delivery.fulfillmentMethod === 'pickup'
          ? t(STAFF_ORDER.fromPickup, who)
          : t(STAFF_ORDER.fromDelivery, { ...who, method: order.delivery.method })}
      </Text>
      <OrderSummary order={order} shop={shop} locale={locale} />
      <MailButton href={`${shop.url}/admin/orders?q=${encodeURIComponent(order.number)}`}>
        {t(STAFF_ORDER.button)}
      </MailButton>
    </MailLayout>
  );
}

const LOW_STOCK = {
  subjectOne: /*i18n*/ { id: 'mail.lowStock.subjectOne', message: 'Low stock: {name} ({stock} left)' },
  subjectMany: /*i18n*/ { id: 'mail.lowStock.subjectMany', message: 'Low stock: {count} products' },
  preview: /*i18n*/ {
    id: 'mail.lowStock.preview',
    message: '{count, plural, one {# product} other {# products}} below {threshold} in stock.',
  },
  heading: /*i18n*/ { id: 'mail.lowStock.heading', message: 'Low stock' },
  body: /*i18n*/ {
    id: 'mail.lowStock.body',
    message: 'These products have less stock than your threshold of {threshold}:',
  },
  left: /*i18n*/ { id: 'mail.lowStock.left', message: '{stock} left' },
  button: /*i18n*/ { id: 'mail.lowStock.button', message: 'Restock in the admin' },
};

export function staffLowStockSubject(data: MailData<'staff_low_stock'>): string {
  const t = textsIn(data.locale);
  const [first] = data.products;
  return data.products.length === 1 && first
    ? t(LOW_STOCK.subjectOne, { name: first.name, stock: first.stock })
    : t(LOW_STOCK.subjectMany, { count: data.products.length });
}

export function StaffLowStock({ products, threshold, shop, locale }: MailData<'staff_low_stock'>) {
  const t = textsIn(locale);
  return (
    <MailLayout
      shop={shop}
      preview={t(LOW_STOCK.preview, { count: products.length, threshold })}
      locale={locale}
    >
      <Text style={styles.heading}>{t(LOW_STOCK.heading)}</Text>
      <Text style={styles.text}>{t(LOW_STOCK.body, { threshold })}</Text>
      {products.map((product) => (
        <Row key={product.name}>
          <Column style={{ ...styles.text, margin: 0 }}>{product.name}</Column>
          <Column align="right" style={{ ...styles.text, margin: 0 }}>
            {t(LOW_STOCK.left, { stock: product.stock })}
          </Column>
        </Row>
      ))}
      <MailButton href={`${shop.url}/admin/products`}>{t(LOW_STOCK.button)}</MailButton>
    </MailLayout>
  );
}

const PIN_LOCKED = {
  subject: /*i18n*/ { id: 'mail.pinLocked.subject', message: 'Hand-over PIN locked on order {number}' },
  preview: /*i18n*/ {
    id: 'mail.pinLocked.preview',
    message: '{courier} typed {tries} wrong PINs at the door of {customer}.',
  },
  heading: /*i18n*/ { id: 'mail.pinLocked.heading', message: 'PIN locked on order {number}' },
  body: /*i18n*/ {
    id: 'mail.pinLocked.body',
    message:
      '{courier} typed a wrong hand-over PIN {tries} times at the door of {customer}, so the PIN of this order is locked.',
  },
  next: /*i18n*/ {
    id: 'mail.pinLocked.next',
    message:
      'Call the customer and the courier. Either you mark the order delivered from the admin, or the courier completes it with “Can’t get the PIN” (a reason and a photo), which you then accept or dispute in PIN Exceptions.',
  },
  button: /*i18n*/ { id: 'mail.pinLocked.button', message: 'Open the order in the admin' },
};

export function staffPinLockedSubject(data: MailData<'staff_pin_locked'>): string {
  return textsIn(data.locale)(PIN_LOCKED.subject, { number: data.order.number });
}

/** To each admin, in their language, when the fifth wrong PIN locks an order's hand-over. */
export function StaffPinLocked({ order, tries, courier, shop, locale }: MailData<'staff_pin_locked'>) {
  const t = textsIn(locale);
  const words = { courier, tries, customer: order.user.name, number: order.number };
  return (
    <MailLayout shop={shop} preview={t(PIN_LOCKED.preview, words)} locale={locale}>
      <Text style={styles.heading}>{t(PIN_LOCKED.heading, words)}</Text>
      <Text style={styles.text}>{t(PIN_LOCKED.body, words)}</Text>
      <Text style={styles.text}>{t(PIN_LOCKED.next)}</Text>
      <MailButton
        href={`${shop.url}${localizedPath(locale ?? DEFAULT_LOCALE, '/admin/orders')}?q=${encodeURIComponent(order.number)}`}
      >
        {t(PIN_LOCKED.button)}
      </MailButton>
    </MailLayout>
  );
}
