import { formatPrice, formatWeight, paymentLabel } from '@ikawa/contracts/display';
import { orderNumber as numberOfOrder, type Order, type OrderAddress } from '@ikawa/contracts/orders';
import { taxLineTitle } from '@ikawa/contracts/tax';
import { Column, Link, Row, Section, Text } from '@react-email/components';
import { Divider, MailButton, MailLayout, styles } from './layout';
import type { MailData, OrderStep, ShopInfo } from './types';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** "#1A2B3C4D": the start of the order id, as every screen shows it. */
export function orderNumber(order: Pick<Order, '_id'>): string {
  return numberOfOrder(order._id);
}

function addressLine(address: OrderAddress): string {
  return `${address.street}, ${address.city} ${address.postalCode}, ${address.country}`;
}

function orderLink(shop: ShopInfo): string {
  return `${shop.url}/account/orders`;
}

/**
 * Issue 16 §2: the order's printable receipt. Messages carry a link signed for the order, which
 * opens without signing in; a message written before those links points to the account area.
 */
export function receiptLink(shop: ShopInfo, order: Pick<Order, '_id'>, signed?: string): string {
  return signed ?? `${shop.url}/account/orders/${order._id}/receipt`;
}

/** The receipt's line in an order message: its link, or when it will be ready. */
function ReceiptLine({ order, shop, receiptUrl }: { order: Order; shop: ShopInfo; receiptUrl?: string }) {
  const href = receiptLink(shop, order, receiptUrl);
  const link = (
    <Link href={href} style={styles.link}>
      View your receipt
    </Link>
  );
  if (order.invoice)
    return (
      <Text style={styles.text}>
        Your receipt (invoice {order.invoice.number}): {link}
      </Text>
    );
  // A cash order is invoiced once paid: the same link shows the receipt from then on.
  if (receiptUrl)
    return (
      <Text style={styles.text}>
        Your receipt will be ready once you have paid, when the order is handed over. The same link opens it
        then: {link}
      </Text>
    );
  return <Text style={styles.text}>Your receipt will be in My Orders once the order is paid.</Text>;
}

/** The lines, fee, total, payment and where the coffee goes: the body of every order message. */
function OrderSummary({ order }: { order: Order }) {
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const place = pickup ? order.delivery.pickupAddress : (order.delivery.address ?? order.shippingAddress);
  return (
    <Section>
      {order.items.map((item) => (
        <Row key={item.product._id} style={{ marginBottom: '6px' }}>
          <Column style={{ ...styles.text, margin: 0 }}>
            {`${item.quantity} × ${item.product.name} (${formatWeight(item.product.weight)})`}
          </Column>
          <Column align="right" style={{ ...styles.text, margin: 0, whiteSpace: 'nowrap' }}>
            {formatPrice(item.price * item.quantity)}
          </Column>
        </Row>
      ))}
      <Divider />
      <Row>
        <Column style={{ ...styles.muted, margin: 0 }}>Subtotal</Column>
        <Column align="right" style={{ ...styles.muted, margin: 0 }}>
          {formatPrice(order.subtotal)}
        </Column>
      </Row>
      {order.discount && (
        <Row>
          <Column style={{ ...styles.muted, margin: 0 }}>{`Discount (${order.discount.code})`}</Column>
          <Column align="right" style={{ ...styles.muted, margin: 0 }}>
            {`−${formatPrice(order.discount.amount)}`}
          </Column>
        </Row>
      )}
      <Row>
        <Column style={{ ...styles.muted, margin: 0 }}>{pickup ? 'Store pickup' : 'Delivery fee'}</Column>
        <Column align="right" style={{ ...styles.muted, margin: 0 }}>
          {order.deliveryFee === 0 ? 'Free' : formatPrice(order.deliveryFee)}
        </Column>
      </Row>
      {/* Issue 16: the sales tax per tax (messages queued before it carry none). */}
      {(order.tax?.lines ?? []).map((line) => (
        <Row key={line.tax}>
          <Column style={{ ...styles.muted, margin: 0 }}>
            {`${taxLineTitle(line)}${order.tax?.included ? ' (included)' : ''}`}
          </Column>
          <Column align="right" style={{ ...styles.muted, margin: 0 }}>
            {formatPrice(line.amount)}
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...styles.text, fontWeight: 700, margin: '6px 0 0' }}>Total</Column>
        <Column align="right" style={{ ...styles.text, fontWeight: 700, margin: '6px 0 0' }}>
          {formatPrice(order.totalAmount)}
        </Column>
      </Row>
      <Divider />
      <Text style={styles.text}>
        <strong>Payment:</strong>{' '}
        {paymentLabel({
          method: order.payment.method,
          fulfillment: order.delivery.fulfillmentMethod,
          card: order.payment.card,
        })}
      </Text>
      {place ? (
        <Text style={styles.text}>
          <strong>{pickup ? 'Pick up at:' : 'Delivered to:'}</strong> {addressLine(place)}
        </Text>
      ) : null}
      {order.status !== 'cancelled' && order.status !== 'delivered' ? (
        <Text style={styles.text}>
          <strong>{pickup ? 'Ready around:' : 'Expected by:'}</strong>{' '}
          {dateFormat.format(new Date(order.estimatedDelivery))}
        </Text>
      ) : null}
    </Section>
  );
}

export function orderConfirmationSubject(data: MailData<'order_confirmation'>): string {
  return `Your ${data.shop.name} order ${orderNumber(data.order)} is confirmed`;
}

export function OrderConfirmation({ order, receiptUrl, shop }: MailData<'order_confirmation'>) {
  const cash = order.payment.method === 'cash';
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  return (
    <MailLayout shop={shop} preview={`Thank you for your order ${orderNumber(order)}.`}>
      <Text style={styles.heading}>Thank you, {order.user.name}!</Text>
      <Text style={styles.text}>
        We have your order {orderNumber(order)}.{' '}
        {cash
          ? pickup
            ? 'Please pay in cash when you pick it up at the store.'
            : 'Please pay the courier in cash when it arrives.'
          : 'Your card payment is received.'}
      </Text>
      <OrderSummary order={order} />
      <ReceiptLine order={order} shop={shop} receiptUrl={receiptUrl} />
      <MailButton href={orderLink(shop)}>See your order</MailButton>
    </MailLayout>
  );
}

const STEP_TEXT: Record<Exclude<OrderStep, 'status_changed'>, { subject: string; line: string }> = {
  assigned: { subject: 'has a courier', line: 'A courier will bring your order.' },
  picked_up: { subject: 'is on its way', line: 'The courier has picked up your order and is on the way.' },
  delivered: { subject: 'is delivered', line: 'Your order is delivered. Enjoy your coffee!' },
};

const STATUS_TEXT: Record<Order['status'], string> = {
  pending: 'Your order is waiting to be prepared.',
  processing: 'We are preparing your order.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order is delivered. Enjoy your coffee!',
  cancelled: 'Your order is cancelled.',
};

function stepText(order: Order, step: OrderStep) {
  if (step !== 'status_changed') return STEP_TEXT[step];
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  if (pickup && order.status === 'shipped')
    return { subject: 'is ready for pickup', line: 'Your order is ready: come and pick it up at the store.' };
  if (pickup && order.status === 'delivered')
    return { subject: 'is picked up', line: 'You picked up your order. Enjoy your coffee!' };
  return { subject: `is ${order.status}`, line: STATUS_TEXT[order.status] };
}

export function orderStatusSubject(data: MailData<'order_status'>): string {
  return `Your order ${orderNumber(data.order)} ${stepText(data.order, data.step).subject}`;
}

export function OrderStatus({ order, step, receiptUrl, shop }: MailData<'order_status'>) {
  const { line } = stepText(order, step);
  return (
    <MailLayout shop={shop} preview={line}>
      <Text style={styles.heading}>Order {orderNumber(order)}</Text>
      <Text style={styles.text}>{line}</Text>
      {step === 'assigned' && order.delivery.assignedTo ? (
        <Text style={styles.text}>Your courier: {order.delivery.assignedTo.name}.</Text>
      ) : null}
      <OrderSummary order={order} />
      {receiptUrl ? <ReceiptLine order={order} shop={shop} receiptUrl={receiptUrl} /> : null}
      <MailButton href={orderLink(shop)}>Follow your order</MailButton>
    </MailLayout>
  );
}

export function orderCancelledSubject(data: MailData<'order_cancelled'>): string {
  return `Your order ${orderNumber(data.order)} is cancelled`;
}

export function OrderCancelled({ order, reason, shop }: MailData<'order_cancelled'>) {
  return (
    <MailLayout shop={shop} preview={`Order ${orderNumber(order)} is cancelled.`}>
      <Text style={styles.heading}>Order {orderNumber(order)} is cancelled</Text>
      {reason ? <Text style={styles.text}>Reason: {reason}</Text> : null}
      <Text style={styles.text}>
        {order.payment.method === 'cash'
          ? 'Nothing was charged: you pay nothing for this order.'
          : `The ${formatPrice(order.totalAmount)} you paid goes back to your card; we write again when the refund is through.`}
      </Text>
      <OrderSummary order={order} />
      <Text style={styles.muted}>Questions? Reply to this e-mail or call {shop.phone}.</Text>
    </MailLayout>
  );
}

export function orderRefundedSubject(data: MailData<'order_refunded'>): string {
  return `Your refund of ${formatPrice(data.amount)} for order ${orderNumber(data.order)}`;
}

export function OrderRefunded({ order, amount, shop }: MailData<'order_refunded'>) {
  return (
    <MailLayout shop={shop} preview={`${formatPrice(amount)} is on its way back to your card.`}>
      <Text style={styles.heading}>Your refund is on its way</Text>
      <Text style={styles.text}>
        We refunded {formatPrice(amount)} for order {orderNumber(order)} to the card that paid it. Your bank
        may take a few days to show it.
      </Text>
      <OrderSummary order={order} />
    </MailLayout>
  );
}

export function staffNewOrderSubject(data: MailData<'staff_new_order'>): string {
  return `New order ${orderNumber(data.order)}: ${formatPrice(data.order.totalAmount)} from ${data.order.user.name}`;
}

export function StaffNewOrder({ order, shop }: MailData<'staff_new_order'>) {
  return (
    <MailLayout shop={shop} preview={`${order.user.name} ordered for ${formatPrice(order.totalAmount)}.`}>
      <Text style={styles.heading}>New order {orderNumber(order)}</Text>
      <Text style={styles.text}>
        From {order.user.name} ({order.user.email}),{' '}
        {order.delivery.fulfillmentMethod === 'pickup' ? 'store pickup' : `${order.delivery.method} delivery`}
        .
      </Text>
      <OrderSummary order={order} />
      <MailButton href={`${shop.url}/admin/orders?q=${order._id.slice(0, 8)}`}>Open in the admin</MailButton>
    </MailLayout>
  );
}

export function staffLowStockSubject(data: MailData<'staff_low_stock'>): string {
  const [first] = data.products;
  return data.products.length === 1 && first
    ? `Low stock: ${first.name} (${first.stock} left)`
    : `Low stock: ${data.products.length} products`;
}

export function StaffLowStock({ products, threshold, shop }: MailData<'staff_low_stock'>) {
  return (
    <MailLayout shop={shop} preview={`${products.length} product(s) at or below ${threshold} in stock.`}>
      <Text style={styles.heading}>Low stock</Text>
      <Text style={styles.text}>These products are at or below your threshold of {threshold}:</Text>
      {products.map((product) => (
        <Row key={product.name}>
          <Column style={{ ...styles.text, margin: 0 }}>{product.name}</Column>
          <Column align="right" style={{ ...styles.text, margin: 0 }}>
            {product.stock} left
          </Column>
        </Row>
      ))}
      <MailButton href={`${shop.url}/admin/products`}>Restock in the admin</MailButton>
    </MailLayout>
  );
}
