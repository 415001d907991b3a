import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { weekdayIndexes } from '@ikawa/contracts/delivery-zones';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { LoadingState } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { servedDays } from '@/lib/weekdays';
import {
  type DeliveryZone,
  type DeliveryZoneInput,
  useCreateDeliveryZone,
  useDeleteDeliveryZone,
  useDeliveryZones,
  useUpdateDeliveryZone,
} from '../api/delivery-zones';
import { NEW_ZONE_VALUES, ZoneForm, zoneValues } from './zone-form';

const SAVE_FAILED = msg`The delivery zone could not be saved. Please try again.`;
const DELETE_FAILED = msg`The delivery zone could not be deleted. Please try again.`;

type Editing = { zone: DeliveryZone | null } | null;

/** The admin's delivery zones by postal code (decision 019). */
export function DeliveryZonesPage() {
  const { t, i18n } = useLingui();
  const zones = useDeliveryZones();
  const remove = useDeleteDeliveryZone();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const add = (
    <Button onClick={() => setEditing({ zone: null })}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>New zone</Trans>
    </Button>
  );
  const header = (
    <PageHeader
      title={t`Delivery Zones`}
      description={t`Where the shop delivers in Canada, by postal code, and at what price. Without any zone every address pays the flat fees of Settings; with zones, a Canadian address outside them can only pick up, and addresses abroad keep the flat fees.`}
      actions={add}
    />
  );

  if (zones.isError && !zones.data)
    return (
      <>
        {header}
        <ErrorPanel
          title={t`Error loading delivery zones`}
          action={
            <Button variant="secondary" onClick={() => void zones.refetch()} isLoading={zones.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          }
        >
          <Trans>The delivery zones could not be loaded.</Trans>
        </ErrorPanel>
      </>
    );

  const deletingName = deleting?.name ?? '';
  return (
    <>
      {header}
      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {zones.isPending ? (
        <LoadingState label={t`Loading delivery zones…`} />
      ) : zones.data.length === 0 ? (
        <StatePanel icon={MapPin} title={t`No delivery zones yet`} action={add}>
          <Trans>
            Every address pays the flat delivery fees of Settings. Add a zone to set fees by postal code.
          </Trans>
        </StatePanel>
      ) : (
        <ul aria-label={t`Delivery zones`} className="grid gap-3 md:grid-cols-2">
          {zones.data.map((zone) => (
            <ZoneCard
              key={zone._id}
              zone={zone}
              onEdit={() => setEditing({ zone })}
              onDelete={() => {
                remove.reset();
                setDeleting(zone);
              }}
            />
          ))}
        </ul>
      )}
      <ZoneFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete ${deletingName}?`}
        description={t`Its postal areas will only be offered store pickup, unless another zone serves them. Orders already placed keep their zone.`}
        confirmLabel={t`Delete zone`}
        isPending={remove.isPending}
        error={remove.isError ? actionErrorMessage(remove.error, i18n._(DELETE_FAILED)) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              setNotice(t`The zone ${deletingName} was deleted.`);
            },
          });
        }}
      />
    </>
  );
}

function ZoneCard({
  zone,
  onEdit,
  onDelete,
}: {
  zone: DeliveryZone;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const name = zone.name;
  const express = zone.expressFee === null ? null : price(zone.expressFee);
  const threshold = zone.freeDeliveryThreshold === null ? null : price(zone.freeDeliveryThreshold);
  const areas = zone.fsas.join(', ');
  return (
    <li className="rounded-2xl border border-espresso-100 bg-cream-50 p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-sans text-lg font-semibold text-espresso-900">{name}</h2>
          <p className="mt-1 font-mono text-sm break-words text-espresso-700">{areas}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={t`Delete ${name}`}
            className="text-cherry-700 hover:bg-cherry-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-espresso-500">
            <Trans>Standard</Trans>
          </dt>
          <dd className="tabular-nums">{price(zone.standardFee)}</dd>
        </div>
        <div>
          <dt className="text-espresso-500">
            <Trans>Express</Trans>
          </dt>
          <dd className="tabular-nums">{express ?? <Trans>Not offered</Trans>}</dd>
        </div>
        <div>
          <dt className="text-espresso-500">
            <Trans>Minimum order</Trans>
          </dt>
          <dd className="tabular-nums">
            {zone.minimumOrder > 0 ? price(zone.minimumOrder) : <Trans>None</Trans>}
          </dd>
        </div>
        <div>
          <dt className="text-espresso-500">
            <Trans>Free delivery</Trans>
          </dt>
          <dd className="tabular-nums">
            {threshold ? <Trans>From {threshold}</Trans> : <Trans>Never</Trans>}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-espresso-500">
            <Trans>Delivery days</Trans>
          </dt>
          <dd>{servedDays(weekdayIndexes(zone.deliveryDays), locale)}</dd>
        </div>
      </dl>
    </li>
  );
}

const FORM_ID = 'admin-delivery-zone-form';

function ZoneFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateDeliveryZone();
  const update = useUpdateDeliveryZone();
  const [dirty, setDirty] = useState(false);
  const isPending = create.isPending || update.isPending;
  const zone = editing?.zone ?? null;

  function close() {
    if (isPending) return;
    if (dirty && !window.confirm(t`Discard the changes you made to this zone?`)) return;
    setDirty(false);
    onClose();
  }

  async function save(input: DeliveryZoneInput) {
    const saved = zone ? await update.mutateAsync({ id: zone._id, input }) : await create.mutateAsync(input);
    setDirty(false);
    const name = saved.name;
    onSaved(zone ? t`The zone ${name} was updated.` : t`The zone ${name} was created.`);
  }

  return (
    <Dialog
      open={editing !== null}
      onClose={close}
      title={zone ? t`Edit delivery zone` : t`New delivery zone`}
      description={t`Fees, minimum order and days for the postal areas of this zone.`}
      className="sm:max-w-2xl"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={zone ? t`Save changes` : t`Create zone`}
          onCancel={close}
          isPending={isPending}
        />
      }
    >
      <ZoneForm
        key={zone?._id ?? 'new'}
        id={FORM_ID}
        defaultValues={zone ? zoneValues(zone) : NEW_ZONE_VALUES}
        failureMessage={i18n._(SAVE_FAILED)}
        onSubmit={save}
        onDirtyChange={setDirty}
      />
    </Dialog>
  );
}
