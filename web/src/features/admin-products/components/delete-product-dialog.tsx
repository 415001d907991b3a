import { Trans, useLingui } from '@lingui/react/macro';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';
import type { AdminProduct } from '../api/get-admin-products';

interface DeleteProductDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Deleting a product that appears in past orders archives it instead (the server decides; the
 * list's `sold` tells which will happen), so the dialog says which one it will be.
 */
export function DeleteProductDialog({ product, onClose, onDone }: DeleteProductDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteProduct();
  const willArchive = (product?.sold ?? 0) > 0;

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={product !== null}
      title={willArchive ? t`Archive this product?` : t`Delete this product?`}
      description={product?.name}
      confirmLabel={willArchive ? t`Archive product` : t`Delete product`}
      isPending={remove.isPending}
      error={remove.error ? actionErrorMessage(remove.error, t`Failed to delete product`) : null}
      onClose={close}
      onConfirm={() => {
        if (!product) return;
        const name = product.name;
        remove.mutate(product._id, {
          onSuccess: (outcome) => {
            remove.reset();
            onDone(
              outcome === 'archived'
                ? t`“${name}” was archived: it is hidden from the shop and kept in past orders.`
                : t`“${name}” was deleted.`,
            );
          },
        });
      }}
    >
      {willArchive ? (
        <p className="text-espresso-700">
          <Trans>
            This product appears in past orders, so it will be <strong>archived</strong> rather than deleted:
            it disappears from the shop, past orders keep it, and you can restore it later.
          </Trans>
        </p>
      ) : (
        <p className="text-espresso-700">
          <Trans>
            This product has never been ordered, so it will be <strong>deleted for good</strong>. This cannot
            be undone. (A product that appears in past orders is archived instead, so its history stays
            whole.)
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
