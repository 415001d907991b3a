import { ProductThumb } from '@/components/ui/product-image';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardLabel } from '@ikawa/contracts/display';
import type { Order, OrderAddress } from '@ikawa/contracts/orders';
import { ORDER_MESSAGES } from '@ikawa/contracts/orders';
import { DELIVERY_STATUS_LABELS, PaymentStatusBadge } from '@/components/ui/status-badges';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { InvoiceNumbers } from '@/components/ui/invoice-numbers';
import { TaxRows } from '@/components/ui/tax-rows';
import { paths } from '@/config/paths';
import { TAX_STATUS_WORDS } from '@ikawa/contracts/tax';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice, formatWeight } from '@/lib/format';
import { RevokeReceiptLinks } from '@/components/ui/revoke-receipt-links';
import { useAdminOrder } from '../api/get-admin-order';
import { revokeReceiptLinks } from '../api/revoke-receipt-links';
import { OrderActivity } from './order-activity';
import { OrderNotes } from './order-notes';
import { formatDateTime, fulfilmentLabel, PAYMENT_METHOD_LABELS, shortOrderId } from './order-labels';
import { OrderStatusSelect } from './order-status-select';

interface OrderDetailDialogProps {
  /** The list's copy of the order; the dialog loads the fresh one. */
  order: Order | null;
  onClose: () => void;
  onAssign: (order: Order) => void;
  onMutationError: (error: unknown) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-espresso-100 pt-4">
      <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-espresso-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm text-espresso-800 not-italic">
      {address.street}
      <br />
      {address.city} {address.postalCode}
      <br />
      {address.country}
      {address.phone && (
        <>
          <br />
          Phone: {address.phone}
        </>
      )}
    </address>
  );
}

/** The order detail: items, address, courier, payment and the activity. */
export function OrderDetailDialog({ order, onClose, onAssign, onMutationError }: OrderDetailDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? `Order #${shortOrderId(order._id)}` : ''}
      description={order ? `Placed ${formatDateTime(order.createdAt)}` : undefined}
      placement="right"
    >
      {order && (
        <OrderDetail key={order._id} listCopy={order} onAssign={onAssign} onMutationError={onMutationError} />
      )}
    </Dialog>
  );
}

function OrderDetail({
  listCopy,
  onAssign,
  onMutationError,
}: {
  listCopy: Order;
  onAssign: (order: Order) => void;
  onMutationError: (error: unknown) => void;
}) {
  const detail = useAdminOrder(listCopy._id, { initialData: listCopy });
  const order = detail.data ?? listCopy;
  const courier = order.delivery.assignedTo;

  return (
    // The first focus lands here, not on the status select, so a stray arrow key changes nothing.
    <div data-autofocus tabIndex={-1} className="flex flex-col gap-4 outline-none">
      {detail.isError && <Alert>{detail.error.message}</Alert>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-espresso-600">
        <div className="flex items-center gap-2">
          Status <OrderStatusSelect order={order} onError={onMutationError} />
        </div>
        <span className="inline-flex items-center gap-1.5">
          Payment <PaymentStatusBadge status={order.paymentStatus} />
        </span>
        {order.isSubscriptionOrder && <Badge tone="crema">Subscription Order</Badge>}
        {detail.isFetching && <Spinner size="sm" label="Refreshing the order" />}
      </div>

      <Section title="Customer">
        <p className="font-medium text-espresso-900">{order.user.name}</p>
        <p className="text-sm break-all text-espresso-600">{order.user.email}</p>
      </Section>

      <Section title="Items">
        <ul className="flex flex-col gap-2">
          {order.items.map((item) => (
            <li
              key={`${item.product._id}-${item.price}`}
              className="flex items-center justify-between gap-3 text-sm"
            >
              <span className="flex min-w-0 items-center gap-3">
                <ProductThumb product={item.product} className="size-10" />
                <span className="min-w-0">
                  <span className="font-medium text-espresso-900">
                    {item.quantity} × {item.product.name}
                  </span>
                  <span className="block text-espresso-500">
                    {formatWeight(item.product.weight)} · {formatPrice(item.price)} each
                    {item.taxCategory && ` · ${TAX_STATUS_WORDS[item.taxCategory]}`}
                  </span>
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 border-t border-dashed border-espresso-100 pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-espresso-600">Subtotal</dt>
            <dd className="tabular-nums">{formatPrice(order.subtotal)}</dd>
          </div>
          {order.discount && (
            <div className="flex justify-between">
              <dt className="text-espresso-600">
                Discount <span className="font-mono font-semibold">{order.discount.code}</span>
              </dt>
              <dd className="tabular-nums">−{formatPrice(order.discount.amount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt className="text-espresso-600">Delivery</dt>
            <dd className="tabular-nums">{formatPrice(order.deliveryFee)}</dd>
          </div>
          <TaxRows tax={order.tax} showPlace />
          <div className="flex justify-between font-semibold text-espresso-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPrice(order.totalAmount)}</dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 text-sm">
          {order.invoice && (
            <>
              <InvoiceNumbers order={order} className="mr-auto" />
              <ButtonLink to={paths.admin.receipt(order._id)} variant="secondary" size="sm">
                Receipt
              </ButtonLink>
            </>
          )}
          {/* Every order e-mail carries a receipt link, the confirmation first. */}
          <RevokeReceiptLinks
            orderLabel={`order #${shortOrderId(order._id)}`}
            onRevoke={() => revokeReceiptLinks(order._id)}
          />
        </div>
      </Section>

      <Section title={fulfilmentLabel(order)}>
        {order.delivery.fulfillmentMethod === 'pickup' ? (
          <>
            <p className="mb-1 text-sm font-medium">{ORDER_MESSAGES.pickupOrder}</p>
            {order.delivery.pickupAddress && <AddressLines address={order.delivery.pickupAddress} />}
          </>
        ) : (
          (order.delivery.address ?? order.shippingAddress) && (
            <AddressLines address={(order.delivery.address ?? order.shippingAddress) as OrderAddress} />
          )
        )}
        {order.delivery.instructions && (
          <p className="mt-2 rounded-xl bg-cream-200/70 p-2 text-sm text-espresso-800">
            <span className="font-medium">Delivery instructions:</span> {order.delivery.instructions}
          </p>
        )}
      </Section>

      {order.delivery.fulfillmentMethod === 'delivery' && (
        <Section title="Courier">
          {courier ? (
            <div className="text-sm">
              <p className="font-medium text-espresso-900">{courier.name}</p>
              <p className="text-espresso-600">{courier.email}</p>
              <p className="mt-1 text-espresso-600">
                {order.delivery.status ? DELIVERY_STATUS_LABELS[order.delivery.status] : 'Assigned'}
                {order.delivery.deliveryFee !== null && ` · fee ${formatPrice(order.delivery.deliveryFee)}`}
              </p>
            </div>
          ) : (
            <p className="text-sm text-espresso-600">{ORDER_MESSAGES.notAssigned}</p>
          )}
          {order.canAssign && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => onAssign(order)}>
              <Truck aria-hidden="true" className="size-4" />
              {courier ? 'Reassign courier' : 'Assign delivery person'}
            </Button>
          )}
        </Section>
      )}

      <Section title="Payment">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {PAYMENT_METHOD_LABELS[order.payment.method]}
          {order.payment.card && <span className="text-espresso-600">{cardLabel(order.payment.card)}</span>}
          <PaymentStatusBadge status={order.payment.status} />
        </p>
      </Section>

      <Section title="Notes">
        <OrderNotes orderId={order._id} />
      </Section>

      <Section title="Activity">
        <OrderActivity orderId={order._id} />
      </Section>
    </div>
  );
}
