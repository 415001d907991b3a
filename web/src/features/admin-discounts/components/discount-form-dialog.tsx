import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useState } from 'react';
import { type DiscountInput, PROMO_MESSAGES } from '@ikawa/contracts/discounts';
import { Dialog } from '@/components/ui/dialog';
import { type Discount, useProductChoices } from '../api/get-discounts';
import { useCreateDiscount, useUpdateDiscount } from '../api/save-discount';
import { DiscountForm, discountValues, NEW_DISCOUNT_VALUES } from './discount-form';

const FORM_ID = 'admin-discount-form';
const DISCARD = 'Discard the changes you made to this discount?';

interface DiscountFormDialogProps {
  open: boolean;
  /** The code to edit; null to create one. */
  discount: Discount | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function DiscountFormDialog({ open, discount, onClose, onSaved }: DiscountFormDialogProps) {
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const products = useProductChoices(open);
  const [dirty, setDirty] = useState(false);
  const isPending = create.isPending || update.isPending;

  function close() {
    if (isPending) return;
    if (dirty && !window.confirm(DISCARD)) return;
    setDirty(false);
    onClose();
  }

  async function save(input: DiscountInput) {
    const saved = discount
      ? await update.mutateAsync({ id: discount._id, input })
      : await create.mutateAsync(input);
    setDirty(false);
    onSaved(discount ? `${saved.code} was updated.` : `${saved.code} was created: ${saved.summary}.`);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={discount ? 'Edit discount' : 'New discount'}
      description={discount ? discount.summary : 'A code shoppers enter at checkout.'}
      className="sm:max-w-2xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={discount ? 'Save changes' : 'Create discount'}
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
        failureMessage={PROMO_MESSAGES.saveFailed}
        onSubmit={save}
        onDirtyChange={setDirty}
      />
    </Dialog>
  );
}
