import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { addressLines } from '@ikawa/contracts/display';
import type { DeliveryMethod, FulfillmentMethod, PaymentMethod } from '@ikawa/contracts/enums';
import {
  CANCEL_REASON_MESSAGES,
  CANCEL_REASONS,
  type CancelReason,
  SUBSCRIPTION_INTERVALS,
  type Subscription,
} from '@ikawa/contracts/subscriptions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import type { ChangeResult, SubscriptionChange } from '../api/subscriptions';
import { useCatalogue, useProfileChoices } from '../api/get-choices';
import { formatStoreDay, nextDateRange } from '../utils/dates';
import { cardTitle } from './subscription-card';

export type DialogKind =
  'order-now' | 'date' | 'rhythm' | 'items' | 'extras' | 'delivery' | 'payment' | 'cancel';

type Apply = (
  request: SubscriptionChange,
  success: (result: ChangeResult) => string,
) => Promise<string | null>;

interface DialogsProps {
  open: DialogKind | null;
  onClose: () => void;
  subscription: Subscription;
  apply: Apply;
  pending: boolean;
}

/** The dialog of the change being made, if any. */
export function SubscriptionDialogs({ open, ...props }: DialogsProps) {
  switch (open) {
    case 'order-now':
      return <OrderNowDialog {...props} />;
    case 'date':
      return <DateDialog {...props} />;
    case 'rhythm':
      return <RhythmDialog {...props} />;
    case 'items':
      return <ItemsDialog {...props} />;
    case 'extras':
      return <ExtrasDialog {...props} />;
    case 'delivery':
      return <DeliveryDialog {...props} />;
    case 'payment':
      return <PaymentDialog {...props} />;
    case 'cancel':
      return <CancelDialog {...props} />;
    case null:
      return null;
  }
}

type Props = Omit<DialogsProps, 'open'>;

/** Sends the change; closes on success, else keeps the server's sentence in the dialog. */
function useSubmit(apply: Apply, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  async function submit(request: SubscriptionChange, success: (result: ChangeResult) => string) {
    setError(null);
    const refused = await apply(request, success);
    if (refused) setError(refused);
    else onClose();
  }
  return { error, submit };
}

function FormDialog({
  title,
  description,
  submitLabel,
  onClose,
  pending,
  error,
  onSubmit,
  submitDisabled,
  cancelLabel,
  children,
}: {
  title: string;
  /** The footer's way out, when "Cancel" would be read as the change itself. */
  cancelLabel?: string;
  description?: ReactNode;
  submitLabel: string;
  onClose: () => void;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={submitLabel}
          onCancel={onClose}
          isPending={pending}
          submitDisabled={submitDisabled}
          cancelLabel={cancelLabel}
        />
      }
    >
      <form
        id={formId}
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        {error && <Alert>{error}</Alert>}
        {children}
      </form>
    </Dialog>
  );
}

function OrderNowDialog({ apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { error, submit } = useSubmit(apply, onClose);
  return (
    <ConfirmDialog
      open
      title={t`Place the next order now?`}
      description={t`It is placed today at today’s prices, and the following one keeps the rhythm from today.`}
      confirmLabel={t`Order now`}
      confirmVariant="primary"
      isPending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() =>
        void submit({ kind: 'order-now' }, (result) => {
          const number = result.order?.number ?? '';
          const day = formatStoreDay(result.subscription.nextDate, locale);
          return t`Order ${number} is placed. The next one comes around ${day}.`;
        })
      }
    />
  );
}

function DateDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { error, submit } = useSubmit(apply, onClose);
  const range = nextDateRange();
  const [day, setDay] = useState(subscription.nextDate);
  const id = useId();
  return (
    <FormDialog
      title={t`Change the date`}
      description={t`Choose the day of the next one, from tomorrow to 12 weeks ahead. The rhythm goes on from there.`}
      submitLabel={t`Save the date`}
      onClose={onClose}
      pending={pending}
      error={error}
      submitDisabled={!day}
      onSubmit={() =>
        void submit({ kind: 'update', input: { nextDate: day } }, (result) => {
          const next = formatStoreDay(result.subscription.nextDate, locale);
          return t`The next one now comes around ${next}.`;
        })
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-espresso-800">
          {t`Next date`}
        </label>
        <input
          id={id}
          type="date"
          required
          min={range.min}
          max={range.max}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className={inputClasses()}
          data-autofocus
        />
      </div>
    </FormDialog>
  );
}

function RhythmDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { error, submit } = useSubmit(apply, onClose);
  const [weeks, setWeeks] = useState(subscription.everyWeeks);
  return (
    <FormDialog
      title={t`Change the rhythm`}
      submitLabel={t`Save the rhythm`}
      onClose={onClose}
      pending={pending}
      error={error}
      onSubmit={() =>
        void submit({ kind: 'update', input: { everyWeeks: weeks } }, (result) => {
          const next = formatStoreDay(result.subscription.nextDate, locale);
          const every = result.subscription.everyWeeks;
          return t`${plural(every, { one: 'Now every week.', other: 'Now every # weeks.' })} The next one comes around ${next}.`;
        })
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-espresso-700">{t`How often?`}</legend>
        {SUBSCRIPTION_INTERVALS.map((each) => (
          <Radio
            key={each}
            name="rhythm"
            checked={weeks === each}
            onChange={() => setWeeks(each)}
            label={t`${plural(each, { one: 'Every week', other: 'Every # weeks' })}`}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** A line as edited: the quantity as typed, so a field can be cleared before a new number. */
interface LineDraft {
  productId: string;
  quantity: string;
}

const MAX_QUANTITY = 1000;
const quantityOf = (draft: LineDraft) => Number(draft.quantity);
const validQuantity = (draft: LineDraft) =>
  /^\d+$/.test(draft.quantity.trim()) && quantityOf(draft) >= 1 && quantityOf(draft) <= MAX_QUANTITY;
const toDrafts = (lines: readonly { productId: string; quantity: number }[]): LineDraft[] =>
  lines.map(({ productId, quantity }) => ({ productId, quantity: String(quantity) }));
const toLines = (drafts: readonly LineDraft[]) =>
  drafts.map((draft) => ({ productId: draft.productId, quantity: quantityOf(draft) }));

/** The products a line can be: those on sale, and the line's own even when no longer sold. */
function useProductOptions(current: readonly { productId: string; name: string }[]) {
  const catalogue = useCatalogue(true);
  const sold = (catalogue.data ?? []).map((product) => ({ id: product._id, name: product.name }));
  const gone = current
    .filter((line) => !sold.some((product) => product.id === line.productId))
    .map((line) => ({ id: line.productId, name: line.name }));
  return { options: [...sold, ...gone], catalogue };
}

function ItemsDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const { error, submit } = useSubmit(apply, onClose);
  const [lines, setLines] = useState<LineDraft[]>(toDrafts(subscription.lines));
  const { options, catalogue } = useProductOptions(subscription.lines);
  const setLine = (index: number, next: Partial<LineDraft>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...next } : line)));
  return (
    <FormDialog
      title={t`Edit items`}
      description={t`Swap a coffee for another, change quantities or remove a line. At least one stays.`}
      submitLabel={t`Save the items`}
      onClose={onClose}
      pending={pending}
      error={error}
      submitDisabled={!lines.every(validQuantity)}
      onSubmit={() =>
        void submit(
          { kind: 'update', input: { lines: toLines(lines) } },
          () => t`Your items are changed from the next one on.`,
        )
      }
    >
      {catalogue.isError && <Alert>{t`We could not load the catalogue. Please try again later.`}</Alert>}
      <ul className="flex flex-col gap-4">
        {lines.map((line, index) => (
          <LineEditor
            key={index}
            line={line}
            position={index + 1}
            options={options}
            onChange={(next) => setLine(index, next)}
            onRemove={
              lines.length > 1 ? () => setLines((all) => all.filter((_, i) => i !== index)) : undefined
            }
          />
        ))}
      </ul>
    </FormDialog>
  );
}

function LineEditor({
  line,
  position,
  options,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  position: number;
  options: { id: string; name: string }[];
  onChange: (next: Partial<LineDraft>) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const productId = useId();
  const quantityId = useId();
  const name = options.find((option) => option.id === line.productId)?.name ?? '';
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-3 ring-1 ring-espresso-100">
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={productId} className="text-sm font-medium text-espresso-800">
          {t`Item ${position}`}
        </label>
        <select
          id={productId}
          value={line.productId}
          onChange={(event) => onChange({ productId: event.target.value })}
          className={inputClasses()}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex w-24 flex-col gap-1.5">
        <label htmlFor={quantityId} className="text-sm font-medium text-espresso-800">
          {t`Quantity`}
        </label>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          required
          value={line.quantity}
          aria-invalid={validQuantity(line) ? undefined : true}
          onChange={(event) => onChange({ quantity: event.target.value })}
          className={inputClasses(!validQuantity(line))}
        />
      </div>
      {onRemove && (
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t`Remove ${name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      )}
    </li>
  );
}

function ExtrasDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const { error, submit } = useSubmit(apply, onClose);
  const [extras, setExtras] = useState<LineDraft[]>(toDrafts(subscription.extras));
  const { options, catalogue } = useProductOptions(subscription.extras);
  const addId = useId();
  const [adding, setAdding] = useState('');
  const chosen = adding || options[0]?.id || '';
  const setLine = (index: number, next: Partial<LineDraft>) =>
    setExtras((all) => all.map((line, i) => (i === index ? { ...line, ...next } : line)));
  return (
    <FormDialog
      title={t`Add a one-off item`}
      description={t`Added to the next delivery only; the ones after stay as they are.`}
      submitLabel={t`Save one-off items`}
      onClose={onClose}
      pending={pending}
      error={error}
      submitDisabled={!extras.every(validQuantity)}
      onSubmit={() =>
        void submit({ kind: 'extras', input: { lines: toLines(extras) } }, () =>
          extras.length > 0
            ? t`One-off items saved for the next delivery.`
            : t`No one-off items in the next delivery.`,
        )
      }
    >
      {catalogue.isPending && <Spinner label={t`Loading the catalogue…`} />}
      {catalogue.isError && <Alert>{t`We could not load the catalogue. Please try again later.`}</Alert>}
      {extras.length > 0 && (
        <ul className="flex flex-col gap-4">
          {extras.map((line, index) => (
            <LineEditor
              key={index}
              line={line}
              position={index + 1}
              options={options}
              onChange={(next) => setLine(index, next)}
              onRemove={() => setExtras((all) => all.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      {options.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <label htmlFor={addId} className="text-sm font-medium text-espresso-800">
              {t`Product to add`}
            </label>
            <select
              id={addId}
              value={chosen}
              onChange={(event) => setAdding(event.target.value)}
              className={inputClasses()}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            onClick={() =>
              setExtras((all) =>
                all.some((line) => line.productId === chosen)
                  ? all.map((line) =>
                      line.productId === chosen
                        ? { ...line, quantity: String((quantityOf(line) || 0) + 1) }
                        : line,
                    )
                  : [...all, { productId: chosen, quantity: '1' }],
              )
            }
            disabled={!chosen}
          >
            {t`Add`}
          </Button>
        </div>
      )}
    </FormDialog>
  );
}

const NEW_CHOICE = 'current';

function DeliveryDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useAuth();
  const { error, submit } = useSubmit(apply, onClose);
  const choices = useProfileChoices(user?._id, true);
  const [fulfillment, setFulfillment] = useState<FulfillmentMethod>(subscription.fulfillmentMethod);
  const [method, setMethod] = useState<DeliveryMethod>(subscription.deliveryMethod);
  const [addressId, setAddressId] = useState(subscription.address ? NEW_CHOICE : '');
  const addresses = choices.data?.addresses ?? [];
  const picked = addresses.find((address) => address._id === addressId);
  const needsAddress = fulfillment === 'delivery' && !picked && !subscription.address;
  return (
    <FormDialog
      title={t`Change delivery`}
      description={t`From the next one on.`}
      submitLabel={t`Save delivery`}
      onClose={onClose}
      pending={pending}
      error={error}
      submitDisabled={needsAddress}
      onSubmit={() => {
        const phone = picked?.phone ?? subscription.address?.phone ?? choices.data?.phone ?? '';
        const address =
          fulfillment === 'delivery' && picked
            ? {
                street: picked.street,
                city: picked.city,
                postalCode: picked.postalCode,
                country: picked.country,
                phone,
              }
            : undefined;
        void submit(
          {
            kind: 'update',
            input: {
              fulfillmentMethod: fulfillment,
              ...(fulfillment === 'delivery' ? { deliveryMethod: method } : {}),
              ...(address ? { address } : {}),
            },
          },
          () => t`Delivery changed from the next one on.`,
        );
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-espresso-800">{t`Delivery or pickup`}</legend>
        <Radio
          name="fulfillment"
          checked={fulfillment === 'delivery'}
          onChange={() => setFulfillment('delivery')}
          label={t`Home delivery`}
        />
        <Radio
          name="fulfillment"
          checked={fulfillment === 'pickup'}
          onChange={() => setFulfillment('pickup')}
          label={t`Store pickup`}
        />
      </fieldset>
      {fulfillment === 'delivery' && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-espresso-800">{t`Delivery method`}</legend>
            <Radio
              name="method"
              checked={method === 'standard'}
              onChange={() => setMethod('standard')}
              label={t`Standard`}
            />
            <Radio
              name="method"
              checked={method === 'express'}
              onChange={() => setMethod('express')}
              label={t`Express`}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-espresso-800">{t`Address`}</legend>
            {subscription.address && (
              <Radio
                name="address"
                checked={addressId === NEW_CHOICE}
                onChange={() => setAddressId(NEW_CHOICE)}
                label={t`As now: ${addressLines(subscription.address, locale).join(', ')}`}
              />
            )}
            {choices.isPending && <Spinner label={t`Loading your addresses…`} />}
            {addresses.map((address) => (
              <Radio
                key={address._id}
                name="address"
                checked={addressId === address._id}
                onChange={() => setAddressId(address._id)}
                label={addressLines(address, locale).join(', ')}
              />
            ))}
            {choices.isSuccess && addresses.length === 0 && (
              <p className="text-sm text-espresso-600">
                <Trans>
                  Save another address in{' '}
                  <Link to={paths.account.addresses} className="font-semibold underline underline-offset-2">
                    Addresses
                  </Link>{' '}
                  to send it there.
                </Trans>
              </p>
            )}
          </fieldset>
        </>
      )}
    </FormDialog>
  );
}

function PaymentDialog({ subscription, apply, onClose, pending }: Props) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { error, submit } = useSubmit(apply, onClose);
  const choices = useProfileChoices(user?._id, true);
  const cards = choices.data?.cards ?? [];
  const [method, setMethod] = useState<PaymentMethod>(subscription.paymentMethod);
  const [cardId, setCardId] = useState<string | null>(subscription.savedCard?.id ?? null);
  const cardChosen = method === 'cash' || cards.some((card) => card._id === cardId);
  return (
    <FormDialog
      title={t`Change payment`}
      description={t`A card is charged at each renewal, on its day, without you being there.`}
      submitLabel={t`Save payment`}
      onClose={onClose}
      pending={pending}
      error={error}
      submitDisabled={!cardChosen}
      onSubmit={() =>
        void submit(
          {
            kind: 'update',
            input:
              method === 'stripe' && cardId
                ? { paymentMethod: 'stripe', savedCardId: cardId }
                : { paymentMethod: 'cash' },
          },
          () => t`Payment changed from the next one on.`,
        )
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-espresso-800">{t`Pay with`}</legend>
        <Radio
          name="payment"
          checked={method === 'cash'}
          onChange={() => setMethod('cash')}
          label={subscription.fulfillmentMethod === 'pickup' ? t`Cash at pickup` : t`Cash on delivery`}
        />
        {choices.isPending && <Spinner label={t`Loading your saved cards…`} />}
        {cards.map((card) => (
          <Radio
            key={card._id}
            name="payment"
            checked={method === 'stripe' && cardId === card._id}
            onChange={() => {
              setMethod('stripe');
              setCardId(card._id);
            }}
            label={cardTitle(card)}
          />
        ))}
      </fieldset>
      {choices.isSuccess && cards.length === 0 && (
        <p className="text-sm text-espresso-600">
          <Trans>
            To pay by card, first save a card in{' '}
            <Link to={paths.account.payment} className="font-semibold underline underline-offset-2">
              Payment Methods
            </Link>
            .
          </Trans>
        </p>
      )}
    </FormDialog>
  );
}

function CancelDialog({ apply, onClose, pending }: Props) {
  const { t, i18n } = useLingui();
  const { error, submit } = useSubmit(apply, onClose);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <FormDialog
      title={t`Cancel your subscription?`}
      description={t`Nothing more is sent or charged. Orders already placed are not changed.`}
      submitLabel={t`Cancel subscription`}
      cancelLabel={t`Keep my subscription`}
      onClose={onClose}
      pending={pending}
      error={error}
      onSubmit={() =>
        void submit(
          {
            kind: 'cancel',
            input: { ...(reason ? { reason } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
          },
          () => t`Your subscription is cancelled.`,
        )
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-espresso-800">{t`Why are you leaving? (optional)`}</legend>
        {CANCEL_REASONS.map((each) => (
          <Radio
            key={each}
            name="reason"
            checked={reason === each}
            onChange={() => setReason(each)}
            label={i18n._(CANCEL_REASON_MESSAGES[each])}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-espresso-800">
          {t`Anything else? (optional)`}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={inputClasses()}
        />
      </div>
    </FormDialog>
  );
}

function Radio({
  name,
  checked,
  onChange,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)]',
        checked ? 'border-espresso-900 ring-1 ring-espresso-900' : 'border-espresso-200',
      )}
    >
      <input
        type="radio"
        // One dialog is open at a time: its groups' names cannot meet another's.
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-espresso-900"
      />
      <span className="text-espresso-900">{label}</span>
    </label>
  );
}
