import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type Address } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { useUpdateAddress } from '../api/update-address';
import { useListEditor } from '../hooks/use-list-editor';
import { addressLines, addressSummary } from '../utils/address';
import { AddressForm, addressInput } from './address-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, ListItemActions } from './list-item-actions';
import { actionErrorMessage } from '../utils/server-errors';
import { SectionCard } from './section-card';

/** SPEC §2 Addresses: list with the default marker, add, edit, make default, delete (confirmed). */
export function AddressBook({ addresses }: { addresses: readonly Address[] }) {
  const { t, i18n } = useLingui();
  const { mode, notice, setNotice, containerRef, open, close } = useListEditor();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const makeDefault = useUpdateAddress();
  const deleteAddress = useDeleteAddress();

  function onMakeDefault(address: Address) {
    setNotice(null);
    makeDefault.mutate(
      { addressId: address._id, input: addressInput(address, { isDefault: true }) },
      {
        onSuccess: () => setNotice({ kind: 'info', text: t`Your default address has been updated.` }),
        onError: (error) =>
          setNotice({
            kind: 'error',
            text: actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressError)),
          }),
      },
    );
  }

  const deleteSummary = toDelete ? addressSummary(toDelete) : '';

  function onConfirmDelete() {
    if (!toDelete) return;
    deleteAddress.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        close(t`The address has been deleted.`, '[data-add-address]');
      },
    });
  }

  const addButton = (
    <Button size="sm" onClick={() => open({ kind: 'add' })} data-add-address>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Add address</Trans>
    </Button>
  );

  return (
    <div ref={containerRef}>
      <SectionCard
        title={t`Addresses`}
        description={t`Where we deliver your coffee. One of them is your default shipping address.`}
        action={mode.kind === 'add' ? undefined : addButton}
      >
        <div className="flex flex-col gap-4">
          {notice && <Alert variant={notice.kind}>{notice.text}</Alert>}
          {mode.kind === 'add' && (
            <AddressForm
              onSubmit={async (input) => {
                await createAddress.mutateAsync(input);
                close(t`The address has been added.`, '[data-add-address]');
              }}
              onCancel={() => close(null, '[data-add-address]')}
            />
          )}
          {addresses.length === 0 && mode.kind !== 'add' ? (
            <EmptyList icon={<MapPin aria-hidden="true" className="size-8 text-espresso-300" />}>
              <Trans>You have no saved addresses yet.</Trans>
            </EmptyList>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {addresses.map((address) =>
                mode.kind === 'edit' && mode.id === address._id ? (
                  <li key={address._id} className="lg:col-span-2">
                    <AddressForm
                      address={address}
                      onSubmit={async (input) => {
                        await updateAddress.mutateAsync({ addressId: address._id, input });
                        close(t`The address has been updated.`, `[data-edit-address="${address._id}"]`);
                      }}
                      onCancel={() => close(null, `[data-edit-address="${address._id}"]`)}
                    />
                  </li>
                ) : (
                  <AddressItem
                    key={address._id}
                    address={address}
                    onEdit={() => open({ kind: 'edit', id: address._id })}
                    onMakeDefault={() => onMakeDefault(address)}
                    onDelete={() => {
                      deleteAddress.reset();
                      setToDelete(address);
                    }}
                    makingDefault={makeDefault.isPending && makeDefault.variables.addressId === address._id}
                    disabled={makeDefault.isPending}
                  />
                ),
              )}
            </ul>
          )}
        </div>
        <ConfirmDialog
          open={toDelete !== null}
          title={t`Delete this address?`}
          description={toDelete ? t`${deleteSummary} will be removed from your account.` : ''}
          confirmLabel={t`Delete address`}
          onConfirm={onConfirmDelete}
          onClose={() => setToDelete(null)}
          isPending={deleteAddress.isPending}
          error={
            deleteAddress.isError
              ? actionErrorMessage(
                  deleteAddress.error,
                  i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.deleteAddressError),
                )
              : null
          }
        />
      </SectionCard>
    </div>
  );
}

interface AddressItemProps {
  address: Address;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  makingDefault: boolean;
  disabled: boolean;
}

function AddressItem({
  address,
  onEdit,
  onMakeDefault,
  onDelete,
  makingDefault,
  disabled,
}: AddressItemProps) {
  const { t, i18n } = useLingui();
  const summary = addressSummary(address);
  return (
    <li
      aria-label={address.isDefault ? t`${summary} (default)` : summary}
      className={
        address.isDefault
          ? 'flex flex-col gap-4 rounded-2xl border border-leaf-100 bg-white p-5 ring-1 ring-leaf-100'
          : 'flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-5'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <address className="flex min-w-0 flex-col break-words not-italic text-espresso-800">
          {addressLines(address, i18n).map((line, index) => (
            <span key={line} className={index === 0 ? 'font-medium text-espresso-900' : undefined}>
              {line}
            </span>
          ))}
        </address>
        {address.isDefault && (
          <Badge tone="leaf" className="shrink-0">
            <Star aria-hidden="true" className="size-3" />
            <Trans>Default</Trans>
          </Badge>
        )}
      </div>
      <ListItemActions
        name={summary}
        isDefault={address.isDefault}
        onEdit={onEdit}
        onMakeDefault={onMakeDefault}
        onDelete={onDelete}
        makingDefault={makingDefault}
        disabled={disabled}
        editMarker={{ 'data-edit-address': address._id }}
      />
    </li>
  );
}
