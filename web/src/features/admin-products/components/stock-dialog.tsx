import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MESSAGE_DESCRIPTORS,
  STOCK_REASON_MESSAGES,
  type StockAdjustmentInput,
  StockAdjustmentInputSchema,
  type StockMovement,
} from '@ikawa/contracts/stock';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { AdminProduct } from '../api/get-admin-products';
import { useAdjustStock, useStockHistory } from '../api/stock';

const FORM_ID = 'admin-stock-form';
type StockValues = z.input<typeof StockAdjustmentInputSchema>;

interface StockDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * "Adjust stock" — a signed change with a reason — above the product's history:
 * every adjustment, order placed and cancelled, with who, when and before → after.
 */
export function StockDialog({ product, onClose, onDone }: StockDialogProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const reasonOptions = STOCK_ADJUSTMENT_REASONS.map((reason) => ({
    value: reason,
    label: i18n._(STOCK_REASON_MESSAGES[reason]),
  }));
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
  const productName = product?.name ?? '';
  const inStock = f.number(current);
  const newStock = preview !== null ? f.number(preview) : '';

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
      const name = product.name;
      const before = f.number(movement.stockBefore);
      const after = f.number(movement.stockAfter);
      onDone(t`“${name}”: stock ${before} → ${after}.`);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['change', 'reason', 'note']);
    }
  });

  return (
    <Dialog
      open={product !== null}
      onClose={close}
      title={t`Adjust stock`}
      description={product ? t`${productName} · ${inStock} in stock` : undefined}
      className="sm:max-w-xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={t`Save adjustment`}
          cancelLabel={t`Close`}
          onCancel={close}
          isPending={adjust.isPending}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4">
        {adjust.error && (
          <Alert title={i18n._(STOCK_MESSAGE_DESCRIPTORS.adjustFailed)}>
            {actionErrorMessage(adjust.error, i18n._(STOCK_MESSAGE_DESCRIPTORS.adjustFailed))}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`Change (+ adds, − removes)`}
            type="number"
            inputMode="numeric"
            step={1}
            data-autofocus
            hint={preview !== null ? t`New stock: ${newStock}` : t`For example 12 or -2`}
            error={errors.change?.message}
            {...register('change', {
              setValueAs: (value: unknown) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
          />
          <SelectField
            label={t`Reason`}
            options={reasonOptions}
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <Field
          label={t`Note (optional)`}
          maxLength={300}
          error={errors.note?.message}
          {...register('note')}
        />
      </form>

      <section aria-labelledby="stock-history-title" className="mt-6">
        <h3 id="stock-history-title" className="text-base font-semibold text-espresso-900">
          <Trans>Stock history</Trans>
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
  const { t, i18n } = useLingui();
  const f = useFormat();
  if (status === 'pending')
    return <Spinner size="sm" label={t`Loading the stock history`} className="mt-2" />;
  if (status === 'error' || !movements)
    return <p className="mt-2 text-sm text-cherry-700">{i18n._(STOCK_MESSAGE_DESCRIPTORS.historyFailed)}</p>;
  if (movements.length === 0)
    return (
      <p className="mt-2 text-sm text-espresso-600">
        <Trans>No changes recorded yet.</Trans>
      </p>
    );
  return (
    <ol aria-label={t`Stock changes, newest first`} className="mt-2 divide-y divide-espresso-100 text-sm">
      {movements.map((movement) => {
        const number = movement.orderNumber;
        return (
          <li
            key={movement._id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
          >
            <span className="min-w-0">
              <span className="font-medium text-espresso-900">
                {i18n._(STOCK_REASON_MESSAGES[movement.reason])}
              </span>
              {number && (
                <span className="text-espresso-500">
                  {' · '}
                  {t`order ${number}`}
                </span>
              )}
              <span className="block text-xs text-espresso-500">
                {f.dateTime(movement.createdAt)} · {movement.by?.name ?? t`The shop`}
                {movement.note ? ` · ${movement.note}` : ''}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">
              <span
                className={cn('font-semibold', movement.change > 0 ? 'text-leaf-700' : 'text-cherry-700')}
              >
                {movement.change > 0 ? `+${movement.change}` : `−${Math.abs(movement.change)}`}
              </span>{' '}
              <span className="text-espresso-600">
                ({movement.stockBefore} → {movement.stockAfter})
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
