import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type PaymentMethod } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { useListEditor } from '../hooks/use-list-editor';
import { brandLabel } from '../utils/card-brand';
import { CardEditForm } from './card-edit-form';
import { CardForm } from './card-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from './list-item-actions';
import { SavedCard } from './saved-card';
import { actionErrorMessage } from '../utils/server-errors';
import { SectionCard } from './section-card';
import { StripeCardSetupForm } from './stripe-card-setup-form';

/** Who keeps saved cards: the simulated vault (number form) or Stripe (its own card field). */
export type CardProvider =
  { kind: 'simulated' } | { kind: 'stripe'; publishableKey: string } | { kind: 'loading' };

/** SPEC §2 Payment Methods: saved cards (last 4 digits only), add, edit, delete (confirmed). */
export function PaymentMethods({
  cards,
  provider = { kind: 'simulated' },
}: {
  cards: readonly PaymentMethod[];
  provider?: CardProvider;
}) {
  const { t, i18n } = useLingui();
  const { mode, notice, setNotice, containerRef, open, close } = useListEditor();
  const [toDelete, setToDelete] = useState<PaymentMethod | null>(null);
  const createCard = useCreatePaymentMethod();
  const updateCard = useUpdatePaymentMethod();
  const makeDefault = useUpdatePaymentMethod();
  const deleteCard = useDeletePaymentMethod();

  function onMakeDefault(card: PaymentMethod) {
    setNotice(null);
    makeDefault.mutate(
      { methodId: card._id, input: { isDefault: true } },
      {
        onSuccess: () => setNotice({ kind: 'info', text: t`Your default card has been updated.` }),
        onError: (error) =>
          setNotice({
            kind: 'error',
            text: actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentError)),
          }),
      },
    );
  }

  const deleteName = toDelete ? `${brandLabel(toDelete.brand, i18n)} ${toDelete.cardNumber}` : '';

  function onConfirmDelete() {
    if (!toDelete) return;
    deleteCard.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        close(t`The card has been deleted.`, '[data-add-card]');
      },
    });
  }

  return (
    <div ref={containerRef}>
      <SectionCard
        title={t`Payment Methods`}
        description={t`Only the brand, the last 4 digits and the expiry date of a card are kept.`}
        action={
          mode.kind === 'add' ? undefined : (
            <Button
              size="sm"
              onClick={() => open({ kind: 'add' })}
              disabled={provider.kind === 'loading'}
              data-add-card
            >
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add card</Trans>
            </Button>
          )
        }
      >
        <div className="flex flex-col gap-4">
          {notice && <Alert variant={notice.kind}>{notice.text}</Alert>}
          {mode.kind === 'add' &&
            (provider.kind === 'stripe' ? (
              <StripeCardSetupForm
                publishableKey={provider.publishableKey}
                canChooseDefault={cards.length > 0}
                onSubmit={async (card) => {
                  await createCard.mutateAsync(card);
                  createCard.reset();
                  close(t`The card has been saved.`, '[data-add-card]');
                }}
                onCancel={() => close(null, '[data-add-card]')}
              />
            ) : (
              <CardForm
                canChooseDefault={cards.length > 0}
                onSubmit={async (card) => {
                  await createCard.mutateAsync(card);
                  // Forget the submitted number held by the mutation as well as the form's.
                  createCard.reset();
                  close(t`The card has been saved.`, '[data-add-card]');
                }}
                onCancel={() => close(null, '[data-add-card]')}
              />
            ))}
          {cards.length === 0 && mode.kind !== 'add' ? (
            <EmptyList icon={<CreditCard aria-hidden="true" className="size-8 text-espresso-300" />}>
              <Trans>You have no saved cards yet.</Trans>
            </EmptyList>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {cards.map((card) =>
                mode.kind === 'edit' && mode.id === card._id ? (
                  <li key={card._id} className="sm:col-span-2">
                    <CardEditForm
                      card={card}
                      onSubmit={async (input) => {
                        await updateCard.mutateAsync({ methodId: card._id, input });
                        close(t`The card has been updated.`, `[data-edit-card="${card._id}"]`);
                      }}
                      onCancel={() => close(null, `[data-edit-card="${card._id}"]`)}
                    />
                  </li>
                ) : (
                  <SavedCard
                    key={card._id}
                    card={card}
                    onEdit={() => open({ kind: 'edit', id: card._id })}
                    onMakeDefault={() => onMakeDefault(card)}
                    onDelete={() => {
                      deleteCard.reset();
                      setToDelete(card);
                    }}
                    makingDefault={makeDefault.isPending && makeDefault.variables.methodId === card._id}
                    disabled={makeDefault.isPending}
                  />
                ),
              )}
            </ul>
          )}
        </div>
        <ConfirmDialog
          open={toDelete !== null}
          title={t`Delete this card?`}
          description={toDelete ? t`${deleteName} will be removed from your account.` : ''}
          confirmLabel={t`Delete card`}
          onConfirm={onConfirmDelete}
          onClose={() => setToDelete(null)}
          isPending={deleteCard.isPending}
          error={
            deleteCard.isError
              ? actionErrorMessage(deleteCard.error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.deletePaymentError))
              : null
          }
        />
      </SectionCard>
    </div>
  );
}
