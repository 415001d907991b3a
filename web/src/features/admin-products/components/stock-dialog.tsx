import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ORDER_ID_LENGTH_ADMIN } from '@ikawa/contracts/constants';
import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MESSAGES,
  STOCK_REASON_LABELS,
  type StockAdjustmentInput,
  StockAdjustmentInputSchema,
  type StockMovement,
} from '@ikawa/contracts/stock';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { AdminProduct } from '../api/get-admin-products';
import { useAdjustStock, useStockHistory } from '../api/stock';

const FORM_ID = 'admin-stock-form';
type StockValues = z.input<typeof StockAdjustmentInputSchema>;

const REASON_OPTIONS = STOCK_ADJUSTMENT_REASONS.map((reason) => ({
  value: reason,
  label: STOCK_REASON_LABELS[reason],
}));

const whenFormat = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface StockDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Issue 17 §5: "Adjust stock" — a signed change with a reason — above the product's history:
 * every adjustment, order placed and cancelled, with who, when and before → after.
 */
export function StockDialog({ product, onClose, onDone }: StockDialogProps) {
  const adjust = useAdjustStock();
  const history = useStockHistory(product?._id ?? null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<StockValues, unknown, StockAdjustmentInput>({
    resolver: zodResolver(StockAdjustmentInputSchema),
    defaultValues: { change: undefined as unknown as number, reason: 'received', note: '' },
  });
  const change = Number(useWatch({ control, name: 'change' }));
  const current = history.data?.stock ?? product?.stock ?? 0;
  const preview = Number.isInteger(change) && change !== 0 ? current + change : null;

  function close() {
    if (adjust.isPending) return;
    adjust.reset();
    reset();
    onClose();
  }

  const submit = handleSubmit(async (input) => {
    if (!product) return;
    try {
      const movement = await adjust.mutateAsync({ productId: product._id, input });
      reset();
      void history.refetch();
      onDone(`“${product.name}”: stock ${movement.stockBefore} → ${movement.stockAfter}.`);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['change', 'reason', 'note']);
    }
  });

  return (
    <Dialog
      open={product !== null}
      onClose={close}
      title="Adjust stock"
      description={product ? `${product.name} · ${current} in stock` : undefined}
      className="sm:max-w-xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel="Save adjustment"
          cancelLabel="Close"
          onCancel={close}
          isPending={adjust.isPending}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4">
        {adjust.error && (
          <Alert title={STOCK_MESSAGES.adjustFailed}>
            {actionErrorMessage(adjust.error, STOCK_MESSAGES.adjustFailed)}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Change (+ adds, − removes)"
            type="number"
            inputMode="numeric"
            step={1}
            data-autofocus
            hint={preview !== null ? `New stock: ${preview}` : 'For example 12 or -2'}
            error={errors.change?.message}
            {...register('change', {
              setValueAs: (value: unknown) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
          />
          <SelectField
            label="Reason"
            options={REASON_OPTIONS}
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <Field label="Note (optional)" maxLength={300} error={errors.note?.message} {...register('note')} />
      </form>

      <section aria-labelledby="stock-history-title" className="mt-6">
        <h3 id="stock-history-title" className="text-base font-semibold text-espresso-900">
          Stock history
        </h3>
        <StockHistoryList status={history.status} movements={history.data?.movements} />
      </section>
    </Dialog>
  );
}

function StockHistoryList({
  status,
  movements,
}: {
  status: 'pending' | 'error' | 'success';
  movements: StockMovement[] | undefined;
}) {
  if (status === 'pending') return <Spinner size="sm" label="Loading the stock history" className="mt-2" />;
  if (status === 'error' || !movements)
    return <p className="mt-2 text-sm text-cherry-700">{STOCK_MESSAGES.historyFailed}</p>;
  if (movements.length === 0)
    return <p className="mt-2 text-sm text-espresso-600">No changes recorded yet.</p>;
  return (
    <ol aria-label="Stock changes, newest first" className="mt-2 divide-y divide-espresso-100 text-sm">
      {movements.map((movement) => (
        <li
          key={movement._id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
        >
          <span className="min-w-0">
            <span className="font-medium text-espresso-900">{STOCK_REASON_LABELS[movement.reason]}</span>
            {movement.orderId && (
              <span className="text-espresso-500">
                {' '}
                · order #{movement.orderId.slice(0, ORDER_ID_LENGTH_ADMIN)}
              </span>
            )}
            <span className="block text-xs text-espresso-500">
              {whenFormat.format(new Date(movement.createdAt))} · {movement.by?.name ?? 'The shop'}
              {movement.note ? ` · ${movement.note}` : ''}
            </span>
          </span>
          <span className="shrink-0 tabular-nums">
            <span className={cn('font-semibold', movement.change > 0 ? 'text-leaf-700' : 'text-cherry-700')}>
              {movement.change > 0 ? `+${movement.change}` : `−${Math.abs(movement.change)}`}
            </span>{' '}
            <span className="text-espresso-600">
              ({movement.stockBefore} → {movement.stockAfter})
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
