import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProductInput } from '@ikawa/contracts/admin';
import { PRODUCT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/display';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useCreateProduct } from '../api/create-product';
import type { AdminProduct } from '../api/get-admin-products';
import { useUpdateProduct } from '../api/update-product';
import { NEW_PRODUCT_VALUES, ProductForm, productFormValues } from './product-form';
import { ProductFormPhotos } from './product-form-photos';

const FORM_ID = 'admin-product-form';

interface ProductFormDialogProps {
  open: boolean;
  /** The product to edit; null to add a new one. */
  product: AdminProduct | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function ProductFormDialog({ open, product, onClose, onSaved }: ProductFormDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [dirty, setDirty] = useState(false);
  const isPending = create.isPending || update.isPending;

  function close() {
    if (isPending) return;
    // Never lose typed input to a stray Escape or backdrop click.
    if (dirty && !window.confirm(t`Discard the changes you made to this product?`)) return;
    setDirty(false);
    onClose();
  }

  async function save(input: ProductInput) {
    if (product) {
      const { name } = await update.mutateAsync({ id: product._id, input });
      onSaved(t`“${name}” was updated.`);
    } else {
      const { name } = await create.mutateAsync(input);
      onSaved(t`“${name}” was added to the shop.`);
    }
    setDirty(false);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={product ? t`Edit product` : t`Add product`}
      description={product ? product.name : t`A new coffee for the shop.`}
      className="sm:max-w-xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={product ? t`Save changes` : t`Add product`}
          onCancel={close}
          isPending={isPending}
        />
      }
    >
      <ProductForm
        key={product?._id ?? 'new'}
        id={FORM_ID}
        defaultValues={product ? productFormValues(product) : NEW_PRODUCT_VALUES}
        failureMessage={i18n._(
          product ? PRODUCT_MESSAGE_DESCRIPTORS.updateFailed : PRODUCT_MESSAGE_DESCRIPTORS.addFailed,
        )}
        onSubmit={save}
        onDirtyChange={setDirty}
      />
      {product ? (
        <ProductFormPhotos key={product._id} product={product} />
      ) : (
        <p className="mt-6 border-t border-espresso-100 pt-5 text-sm text-espresso-600">
          <Trans>Photos: save the product first, then open it again to add its photos.</Trans>
        </p>
      )}
    </Dialog>
  );
}
