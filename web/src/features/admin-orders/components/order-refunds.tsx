import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { cardMessage } from '@ikawa/contracts/display';
import type { Order } from '@ikawa/contracts/orders';
import {
  type CreateRefundInput,
  type OrderRefund,
  REFUND_REASON_MESSAGES,
  REFUND_REASONS,
  type RefundFigures,
  type RefundKind,
  type RefundReason,
} from '@ikawa/contracts/refunds';
import { type TaxKind, taxName } from '@ikawa/contracts/tax';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, inputClasses, LabeledControl } from '@/components/ui/input';
import { useFormat } from '@/hooks/use-locale';
import { useCouriers } from '../api/get-couriers';
import { usePreviewRefund, useRefundOrder } from '../api/refund-order';

/**
 * Returns and partial refunds of a paid or delivered order (decision 015): the refunds made so
 * far with their credit notes, and the form that makes one. The server works out every figure;
 * the form shows its preview before the admin confirms.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!order.invoice) return null;
  if (order.refunds.length === 0 && order.refundable <= 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {order.refunds.length > 0 && (
        <ul className="flex flex-col gap-2">
          {order.refunds.map((refund) => (
            <RefundEntry key={refund._id} refund={refund} />
          ))}
        </ul>
      )}
      {order.refundable > 0 &&
        (open ? (
          <RefundForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
            <Trans>Refund or return</Trans>
          </Button>
        ))}
    </div>
  );
}

function RefundEntry({ refund }: { refund: OrderRefund }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const amount = f.price(refund.amount);
  const tax = f.price(refund.tax);
  const items = refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  const payer = refund.paidOutBy?.name ?? '';
  return (
    <li className="rounded-xl border border-espresso-100 p-3 text-sm">
      <p className="flex flex-wrap justify-between gap-2 font-medium text-espresso-900">
        <span>
          {refund.creditNote} · {f.dateTime(refund.at)}
        </span>
        <span className="tabular-nums">{t`${amount} (tax ${tax})`}</span>
      </p>
      <p className="text-espresso-600">
        {i18n._(REFUND_REASON_MESSAGES[refund.reason])}
        {items && ` · ${items}`}
        {refund.kind === 'lines' && ` · ${refund.restocked ? t`back in stock` : t`not put back in stock`}`}
      </p>
      {refund.note && <p className="text-espresso-600">{refund.note}</p>}
      <p className="text-espresso-600">
        {refund.method === 'cash'
          ? t`Paid back in cash by ${payer}`
          : refund.status === 'refunded'
            ? t`Refunded to the card`
            : t`Card refund pending: the shop retries it automatically`}
      </p>
    </li>
  );
}

function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const formId = useId();
  const cash = order.payment.method === 'cash';
  const [kind, setKind] = useState<RefundKind>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason>('returned');
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(true);
  const [payer, setPayer] = useState('');
  const [figures, setFigures] = useState<RefundFigures | null>(null);
  const couriers = useCouriers({ enabled: cash });
  const preview = usePreviewRefund();
  const refund = useRefundOrder();
  const returnable = order.items.filter((item) => item.quantity - item.returned > 0);
  const refundable = f.price(order.refundable);

  const input = (): CreateRefundInput => ({
    kind,
    lines:
      kind === 'lines'
        ? Object.entries(quantities)
            .filter(([, quantity]) => quantity > 0)
            .map(([productId, quantity]) => ({ productId, quantity }))
        : [],
    amount: kind === 'amount' ? Number(amount.replace(',', '.')) : null,
    reason,
    note: note.trim() || null,
    restock: kind === 'lines' && restock,
    paidOutBy: cash && payer ? payer : null,
  });
  // Any change asks for a new preview before the refund can be confirmed.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFigures(null);
      preview.reset();
    };

  const error = preview.error ?? refund.error;
  const card = order.payment.card ? i18n._(cardMessage(order.payment.card)) : null;
  const total = figures ? f.price(figures.amount) : '';
  const invoice = order.invoice?.number ?? '';

  return (
    <form
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-3 rounded-xl bg-cream-100 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (figures) refund.mutate({ id: order._id, input: input() }, { onSuccess: onDone });
        else preview.mutate({ id: order._id, input: input() }, { onSuccess: setFigures });
      }}
    >
      <p id={`${formId}-title`} className="font-medium text-espresso-900">
        <Trans>Refund or return (up to {refundable})</Trans>
      </p>
      <fieldset className="flex flex-wrap gap-x-4">
        <legend className="mb-1 text-sm text-espresso-700">
          <Trans>What is given back</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${formId}-kind`}
            checked={kind === 'lines'}
            onChange={() => changed(setKind)('lines')}
            className="size-5 accent-leaf-600"
          />
          <Trans>Items (a return)</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${formId}-kind`}
            checked={kind === 'amount'}
            onChange={() => changed(setKind)('amount')}
            className="size-5 accent-leaf-600"
          />
          <Trans>An amount</Trans>
        </label>
      </fieldset>

      {kind === 'lines' ? (
        <>
          {returnable.map((item) => {
            const name = item.product.name;
            const left = item.quantity - item.returned;
            return (
              <Field
                key={item.product._id}
                label={t`${name}: how many come back`}
                hint={t`Up to ${left}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                value={quantities[item.product._id] ?? 0}
                onChange={(event) =>
                  changed(setQuantities)({ ...quantities, [item.product._id]: Number(event.target.value) })
                }
                containerClassName="max-w-xs"
              />
            );
          })}
          <Checkbox
            label={t`The goods came back and can be sold again: put them back in stock`}
            checked={restock}
            onChange={(event) => changed(setRestock)(event.target.checked)}
          />
        </>
      ) : (
        <Field
          label={t`Amount to refund, tax included`}
          hint={t`Up to ${refundable}`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => changed(setAmount)(event.target.value)}
          containerClassName="max-w-xs"
        />
      )}

      <LabeledControl label={t`Reason`} containerClassName="max-w-xs">
        {(a11y) => (
          <select
            {...a11y}
            className={inputClasses(false)}
            value={reason}
            onChange={(event) => changed(setReason)(event.target.value as RefundReason)}
          >
            {REFUND_REASONS.map((value) => (
              <option key={value} value={value}>
                {i18n._(REFUND_REASON_MESSAGES[value])}
              </option>
            ))}
          </select>
        )}
      </LabeledControl>
      <Field
        label={t`Note (optional)`}
        value={note}
        maxLength={300}
        onChange={(event) => changed(setNote)(event.target.value)}
      />
      {cash && (
        <LabeledControl label={t`Cash paid back by`} containerClassName="max-w-xs">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClasses(false)}
              value={payer}
              onChange={(event) => changed(setPayer)(event.target.value)}
            >
              <option value="">{t`Me`}</option>
              {(couriers.data ?? []).map((courier) => (
                <option key={courier._id} value={courier.user._id}>
                  {courier.user.name}
                </option>
              ))}
            </select>
          )}
        </LabeledControl>
      )}

      {figures && (
        <div role="status" className="rounded-xl bg-white p-3 text-sm">
          <p className="font-medium text-espresso-900">
            {cash
              ? t`${total} to pay back in cash`
              : card
                ? t`${total} back to ${card}`
                : t`${total} back to the card that paid`}
          </p>
          {figures.lines.map((line) => (
            <p key={line.productId} className="text-espresso-600">
              {line.quantity} × {line.name} · {f.price(line.amount)}
            </p>
          ))}
          {figures.taxes.map((tax) => (
            <p key={tax.tax} className="text-espresso-600">
              {taxName(tax.tax as TaxKind, order.tax?.placeOfSupply.province ?? null)} {f.price(tax.amount)}
            </p>
          ))}
          <p className="text-espresso-600">
            <Trans>A credit note is issued against invoice {invoice}.</Trans>
          </p>
        </div>
      )}
      {error && <Alert>{error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={preview.isPending || refund.isPending}>
          {figures ? <Trans>Confirm refund of {total}</Trans> : <Trans>Work out the refund</Trans>}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
