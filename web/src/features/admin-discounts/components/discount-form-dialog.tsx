import { useLingui } from '@lingui/react/macro';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useState } from 'react';
import { type DiscountInput, discountSummaryIn, PROMO_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/discounts';
import { Dialog } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { type Discount, useProductChoices } from '../api/get-discounts';
import { useCreateDiscount, useUpdateDiscount } from '../api/save-discount';
import { DiscountForm, discountValues, NEW_DISCOUNT_VALUES } from './discount-form';

const FORM_ID = 'admin-discount-form';

interface DiscountFormDialogProps {
  open: boolean;
  /** The code to edit; null to create one. */
  discount: Discount | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function DiscountFormDialog({ open, discount, onClose, onSaved }: DiscountFormDialogProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const products = useProductChoices(open);
  const [dirty, setDirty] = useState(false);
  const isPending = create.isPending || update.isPending;

  function close() {
    if (isPending) return;
    if (dirty && !window.confirm(t`Discard the changes you made to this discount?`)) return;
    setDirty(false);
    onClose();
  }

  async function save(input: DiscountInput) {
    const saved = discount
      ? await update.mutateAsync({ id: discount._id, input })
      : await create.mutateAsync(input);
    setDirty(false);
    const code = saved.code;
    // The server writes the summary in English; the page writes it in its own language.
    const summary = discountSummaryIn(i18n, saved, locale);
    onSaved(discount ? t`${code} was updated.` : t`${code} was created: ${summary}.`);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={discount ? t`Edit discount` : t`New discount`}
      description={
        discount ? discountSummaryIn(i18n, discount, locale) : t`A code shoppers enter at checkout.`
      }
      className="sm:max-w-2xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={discount ? t`Save changes` : t`Create discount`}
          onCancel={close}
          isPending={isPending}
        />
      }
    >
      <DiscountForm
        key={discount?._id ?? 'new'}
        id={FORM_ID}
        defaultValues={discount ? discountValues(discount) : NEW_DISCOUNT_VALUES}
        products={products.data ?? []}
        failureMessage={i18n._(PROMO_MESSAGE_DESCRIPTORS.saveFailed)}
        onSubmit={save}
        onDirtyChange={setDirty}
      />
    </Dialog>
  );
}
