import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Order } from '@ikawa/contracts/orders';
import { PaymentStatusBadge } from '@/components/ui/status-badges';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/hooks/use-locale';
import type { OrderSelection } from '../hooks/use-order-selection';
import { fulfilmentMessage } from './order-labels';
import { OrderStatusSelect } from './order-status-select';
import { MissedDeliveryNote } from './missed-delivery-note';

interface OrdersTableProps {
  orders: readonly Order[];
  layout: 'table' | 'cards';
  onOpen: (order: Order) => void;
  onAssign: (order: Order) => void;
  onMutationError: (error: unknown) => void;
  /** The orders ticked for packing slips. */
  selection: OrderSelection;
}

/** A native checkbox inside a 44 px label, named for screen readers only. */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="-m-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-5 cursor-pointer rounded accent-leaf-600 disabled:cursor-not-allowed"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}

function OrderSelectBox({ order, selection }: { order: Order; selection: OrderSelection }) {
  const { t } = useLingui();
  const checked = selection.isSelected(order._id);
  const number = order.number;
  return (
    <SelectBox
      label={t`Select order ${number}`}
      checked={checked}
      disabled={!checked && !selection.canSelectMore}
      onChange={() => selection.toggle(order._id)}
    />
  );
}

/** The id of an order's "View order" button, to give it the focus back when its detail closes. */
export const viewOrderButtonId = (orderId: string) => `view-order-${orderId}`;

function OrderIdButton({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { t } = useLingui();
  const number = order.number;
  return (
    <button
      type="button"
      id={viewOrderButtonId(order._id)}
      onClick={() => onOpen(order)}
      aria-label={t`View order ${number}`}
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg font-mono font-semibold text-leaf-700 underline-offset-4 hover:underline"
    >
      {number}
    </button>
  );
}

function Courier({ order, onAssign }: { order: Order; onAssign: (order: Order) => void }) {
  const { t } = useLingui();
  if (order.delivery.fulfillmentMethod === 'pickup')
    return order.missedDelivery ? (
      <MissedDeliveryNote order={order} />
    ) : (
      <span className="text-espresso-500">—</span>
    );
  const courier = order.delivery.assignedTo;
  const number = order.number;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('max-w-40', courier ? 'text-espresso-900' : 'text-espresso-500')}>
        {courier ? courier.name : <Trans>Not assigned</Trans>}
      </span>
      {order.delivery.status === 'failed' && <MissedDeliveryNote order={order} />}
      {order.canAssign && (
        <Button
          variant={courier ? 'ghost' : 'secondary'}
          size="sm"
          onClick={() => onAssign(order)}
          aria-label={
            courier
              ? t`Reassign delivery person for order ${number}`
              : t`Assign delivery person for order ${number}`
          }
        >
          <Truck aria-hidden="true" className="size-4" />
          {courier ? <Trans>Reassign</Trans> : <Trans>Assign</Trans>}
        </Button>
      )}
    </div>
  );
}

/** The table's column headings, translated where shown. */
const COLUMNS = [
  { key: 'order', label: msg`Order` },
  { key: 'customer', label: msg`Customer` },
  { key: 'date', label: msg`Date` },
  { key: 'total', label: msg`Total` },
  { key: 'status', label: msg`Status` },
  { key: 'payment', label: msg`Payment` },
  { key: 'fulfilment', label: msg`Fulfilment` },
  { key: 'courier', label: msg`Courier` },
] as const;

/** SPEC §2 orders table (id truncated to 8 characters); cards on phones and tablets. */
export function OrdersTable({
  orders,
  layout,
  onOpen,
  onAssign,
  onMutationError,
  selection,
}: OrdersTableProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const pageIds = orders.map((order) => order._id);
  const chosenOnPage = pageIds.filter((id) => selection.isSelected(id)).length;
  const allOnPage = chosenOnPage === pageIds.length && pageIds.length > 0;
  if (layout === 'cards')
    return (
      <ul aria-label={t`Orders`} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {orders.map((order) => (
          <li
            key={order._id}
            className={cn(
              'rounded-2xl border bg-cream-50 p-4 shadow-xs',
              selection.isSelected(order._id)
                ? 'border-leaf-500 ring-1 ring-leaf-500'
                : 'border-espresso-100',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="shrink-0 pt-0.5">
                <OrderSelectBox order={order} selection={selection} />
              </div>
              <div className="min-w-0 flex-1">
                <OrderIdButton order={order} onOpen={onOpen} />
                <p className="truncate font-medium text-espresso-900">{order.user.name}</p>
                <p className="text-sm text-espresso-500">{f.date(order.createdAt)}</p>
              </div>
              <p className="pt-2.5 font-semibold tabular-nums">{f.price(order.totalAmount)}</p>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1.5 text-espresso-600">
                <Trans>
                  Payment{' '}
                  <PaymentStatusBadge status={order.paymentStatus} cancelled={order.status === 'cancelled'} />
                </Trans>
              </span>
              <span className="text-espresso-600">{i18n._(fulfilmentMessage(order))}</span>
            </div>
            <div className="mt-3">
              <OrderStatusSelect order={order} onError={onMutationError} />
            </div>
            {order.delivery.fulfillmentMethod === 'delivery' && (
              <div className="mt-3 text-sm">
                <span className="sr-only">
                  <Trans>Courier:</Trans>{' '}
                </span>
                <Courier order={order} onAssign={onAssign} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Orders, newest first</Trans>
        </caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            <th scope="col" className="w-11 py-1 pr-0 pl-1">
              <SelectBox
                label={t`Select every order on this page`}
                checked={allOnPage}
                indeterminate={chosenOnPage > 0 && !allOnPage}
                disabled={!allOnPage && !selection.canSelectMore}
                onChange={() => selection.setMany(pageIds, !allOnPage)}
              />
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-2 py-3 font-semibold ${column.key === 'total' ? 'text-right' : ''}`}
              >
                {i18n._(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {orders.map((order) => (
            <tr
              key={order._id}
              className={cn('align-middle', selection.isSelected(order._id) && 'bg-leaf-50/70')}
            >
              <td className="py-2 pr-0 pl-1">
                <OrderSelectBox order={order} selection={selection} />
              </td>
              <th scope="row" className="px-2 py-2">
                <OrderIdButton order={order} onOpen={onOpen} />
              </th>
              <td className="max-w-44 px-2 py-2">
                <span className="block truncate font-medium text-espresso-900" title={order.user.email}>
                  {order.user.name}
                </span>
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{f.date(order.createdAt)}</td>
              <td className="px-2 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                {f.price(order.totalAmount)}
              </td>
              <td className="px-2 py-2">
                <OrderStatusSelect order={order} onError={onMutationError} />
              </td>
              <td className="px-2 py-2">
                <PaymentStatusBadge status={order.paymentStatus} cancelled={order.status === 'cancelled'} />
              </td>
              <td className="px-2 py-2 text-espresso-700">
                {order.delivery.fulfillmentMethod === 'pickup' ? (
                  <Trans>Store pickup</Trans>
                ) : (
                  <>
                    <Trans>Delivery</Trans>
                    <span className="block text-xs text-espresso-500">
                      {order.delivery.method === 'express' ? <Trans>Express</Trans> : <Trans>Standard</Trans>}
                    </span>
                  </>
                )}
              </td>
              <td className="px-2 py-2">
                <Courier order={order} onAssign={onAssign} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
