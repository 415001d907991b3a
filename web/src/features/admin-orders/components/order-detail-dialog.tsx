import { Trans, useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { bagSize, cardMessage } from '@ikawa/contracts/display';
import type { Order, OrderAddress } from '@ikawa/contracts/orders';
import { ORDER_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/orders';
import { ProductThumb } from '@/components/ui/product-image';
import { PaymentStatusBadge } from '@/components/ui/status-badges';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { InvoiceNumbers } from '@/components/ui/invoice-numbers';
import { OrderTotals } from '@/components/ui/order-totals';
import { paths } from '@/config/paths';
import { TAX_STATUS_MESSAGES } from '@ikawa/contracts/tax';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { RevokeReceiptLinks } from '@/components/ui/revoke-receipt-links';
import { useAdminOrder } from '../api/get-admin-order';
import { revokeReceiptLinks } from '../api/revoke-receipt-links';
import { OrderActivity } from './order-activity';
import { OrderNotes } from './order-notes';
import { OrderRefunds } from './order-refunds';
import { DELIVERY_STATUS_MESSAGES, fulfilmentMessage, PAYMENT_METHOD_MESSAGES } from './order-labels';
import { OrderStatusSelect } from './order-status-select';
import { MissedDeliveryNote } from './missed-delivery-note';

interface OrderDetailDialogProps {
  /** The list's copy of the order; the dialog loads the fresh one. */
  order: Order | null;
  onClose: () => void;
  onAssign: (order: Order) => void;
  onMutationError: (error: unknown) => void;
  /** The control that opened the detail, found again when it closes (Dialog `returnFocusTo`). */
  returnFocusTo?: () => HTMLElement | null;
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
  const phone = address.phone;
  return (
    <address className="text-sm text-espresso-800 not-italic">
      {address.street}
      <br />
      {address.city} {address.postalCode}
      <br />
      {address.country}
      {phone && (
        <>
          <br />
          <Trans>Phone: {phone}</Trans>
        </>
      )}
    </address>
  );
}

/** The order detail: items, address, courier, payment and the activity. */
export function OrderDetailDialog({
  order,
  onClose,
  onAssign,
  onMutationError,
  returnFocusTo,
}: OrderDetailDialogProps) {
  const { t } = useLingui();
  const f = useFormat();
  const number = order?.number ?? '';
  const placed = order ? f.dateTime(order.createdAt) : '';
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? t`Order ${number}` : ''}
      description={order ? t`Placed ${placed}` : undefined}
      placement="right"
      returnFocusTo={returnFocusTo}
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
  const { t, i18n } = useLingui();
  const f = useFormat();
  const detail = useAdminOrder(listCopy._id, { initialData: listCopy });
  const order = detail.data ?? listCopy;
  const courier = order.delivery.assignedTo;
  const number = order.number;
  const instructions = order.delivery.instructions;
  const zone = order.delivery.zone;
  const courierFee = order.delivery.deliveryFee !== null ? f.price(order.delivery.deliveryFee) : null;

  return (
    // The first focus lands here, not on the status select, so a stray arrow key changes nothing.
    <div data-autofocus tabIndex={-1} className="flex flex-col gap-4 outline-none">
      {detail.isError && <Alert>{detail.error.message}</Alert>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-espresso-600">
        <div className="flex items-center gap-2">
          <Trans>
            Status <OrderStatusSelect order={order} onError={onMutationError} />
          </Trans>
        </div>
        <span className="inline-flex items-center gap-1.5">
          <Trans>
            Payment{' '}
            <PaymentStatusBadge status={order.paymentStatus} cancelled={order.status === 'cancelled'} />
          </Trans>
        </span>
        {order.isSubscriptionOrder && (
          <Badge tone="crema">
            <Trans>Subscription Order</Trans>
          </Badge>
        )}
        {detail.isFetching && <Spinner size="sm" label={t`Refreshing the order`} />}
      </div>

      <Section title={t`Customer`}>
        <p className="font-medium text-espresso-900">{order.user.name}</p>
        <p className="text-sm break-all text-espresso-600">{order.user.email}</p>
      </Section>

      <Section title={t`Items`}>
        <ul className="flex flex-col gap-2">
          {order.items.map((item) => {
            const quantity = item.quantity;
            const name = item.product.name;
            const weight = bagSize(item.product, f.locale);
            const price = f.price(item.price);
            return (
              <li
                key={`${item.product._id}-${item.price}`}
                className="flex items-center justify-between gap-3 text-sm"
              >
                <span className="flex min-w-0 items-center gap-3">
                  <ProductThumb product={item.product} className="size-10" />
                  <span className="min-w-0">
                    <span className="font-medium text-espresso-900">
                      {quantity} × {name}
                    </span>
                    <span className="block text-espresso-500">
                      {weight ? t`${weight} · ${price} each` : t`${price} each`}
                      {item.taxCategory && ` · ${i18n._(TAX_STATUS_MESSAGES[item.taxCategory])}`}
                    </span>
                  </span>
                </span>
                <span className="font-medium tabular-nums">{f.price(item.price * item.quantity)}</span>
              </li>
            );
          })}
        </ul>
        <OrderTotals order={order} className="mt-3 border-t border-dashed border-espresso-100 pt-3" />
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 text-sm">
          {order.invoice && (
            <>
              <InvoiceNumbers order={order} className="mr-auto" />
              <ButtonLink to={paths.admin.receipt(order._id)} variant="secondary" size="sm">
                <Trans>Receipt</Trans>
              </ButtonLink>
            </>
          )}
          {/* Every order e-mail carries a receipt link, the confirmation first. */}
          <RevokeReceiptLinks
            orderLabel={t`order ${number}`}
            onRevoke={() => revokeReceiptLinks(order._id)}
          />
        </div>
      </Section>

      <Section title={i18n._(fulfilmentMessage(order))}>
        {order.delivery.fulfillmentMethod === 'pickup' ? (
          <>
            <p className="mb-1 text-sm font-medium">{i18n._(ORDER_MESSAGE_DESCRIPTORS.pickupOrder)}</p>
            {order.delivery.pickupAddress && <AddressLines address={order.delivery.pickupAddress} />}
          </>
        ) : (
          (order.delivery.address ?? order.shippingAddress) && (
            <AddressLines address={(order.delivery.address ?? order.shippingAddress) as OrderAddress} />
          )
        )}
        {zone && (
          <p className="mt-2 text-sm text-espresso-800">
            <Trans>Delivery zone: {zone}</Trans>
          </p>
        )}
        {instructions && (
          <p className="mt-2 rounded-xl bg-cream-200/70 p-2 text-sm text-espresso-800">
            <Trans>
              <span className="font-medium">Delivery instructions:</span> {instructions}
            </Trans>
          </p>
        )}
      </Section>

      {(order.delivery.fulfillmentMethod === 'delivery' || order.missedDelivery) && (
        <Section title={t`Courier`}>
          {courier ? (
            <div className="text-sm">
              <p className="font-medium text-espresso-900">{courier.name}</p>
              <p className="text-espresso-600">{courier.email}</p>
              <p className="mt-1 text-espresso-600">
                {i18n._(DELIVERY_STATUS_MESSAGES[order.delivery.status ?? 'assigned'])}
                {courierFee !== null && ` · ${t`courier’s earning ${courierFee}`}`}
              </p>
            </div>
          ) : (
            <p className="text-sm text-espresso-600">{i18n._(ORDER_MESSAGE_DESCRIPTORS.notAssigned)}</p>
          )}
          {order.missedDelivery && (
            <div className="mt-2">
              <MissedDeliveryNote order={order} detail />
            </div>
          )}
          {order.canAssign && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => onAssign(order)}>
              <Truck aria-hidden="true" className="size-4" />
              {courier ? <Trans>Reassign courier</Trans> : <Trans>Assign delivery person</Trans>}
            </Button>
          )}
        </Section>
      )}

      <Section title={t`Payment`}>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {i18n._(PAYMENT_METHOD_MESSAGES[order.payment.method])}
          {order.payment.card && (
            <span className="text-espresso-600">{i18n._(cardMessage(order.payment.card))}</span>
          )}
          <PaymentStatusBadge status={order.payment.status} cancelled={order.status === 'cancelled'} />
        </p>
      </Section>

      {order.invoice && (order.refunds.length > 0 || order.refundable > 0) && (
        <Section title={t`Refunds and returns`}>
          <OrderRefunds order={order} />
        </Section>
      )}

      <Section title={t`Notes`}>
        <OrderNotes orderId={order._id} />
      </Section>

      <Section title={t`Activity`}>
        <OrderActivity orderId={order._id} />
      </Section>
    </div>
  );
}
