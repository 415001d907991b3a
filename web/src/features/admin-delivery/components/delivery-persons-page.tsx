import { Trans, useLingui } from '@lingui/react/macro';
import { Download, RefreshCw, Truck } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryPerson, EarningEntry } from '@ikawa/contracts/delivery';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportDialog } from '@/components/admin/export-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useFormat } from '@/hooks/use-locale';
import { useExportPayouts } from '../api/export-payouts';
import { useDeliveryPersons } from '../api/get-delivery-persons';
import { useMarkEarningPaid } from '../api/mark-earning-paid';
import { useRecordCashReceived } from '../api/record-cash-received';
import { DeliveryPersonCard } from './delivery-person-card';

interface DeliveryPersonsPageProps {
  /** SPEC §6: delivery-person lists run only when signed in as an admin. */
  isAdmin: boolean;
}

export function DeliveryPersonsPage({ isAdmin }: DeliveryPersonsPageProps) {
  const { t } = useLingui();
  const f = useFormat();
  const persons = useDeliveryPersons({ enabled: isAdmin });
  const pay = useMarkEarningPaid();
  const cash = useRecordCashReceived();
  const wide = useMediaQuery('(min-width: 768px)');
  const [paying, setPaying] = useState<{ person: DeliveryPerson; entry: EarningEntry } | null>(null);
  const [settling, setSettling] = useState<DeliveryPerson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const exportPayouts = useExportPayouts();
  const [exporting, setExporting] = useState(false);
  // The export's days are the store's: its presets count from today in the store's time zone.
  const storeZone = useQuery({ ...settingsQueryOptions(), enabled: isAdmin }).data?.timeZone;
  // The confirmations' figures and names, named for their sentences.
  const amount = paying ? f.price(paying.entry.amount) : '';
  const name = paying?.person.user.name ?? '';
  const order = paying?.entry.order.number ?? '';
  const held = settling ? f.price(settling.cashHeld) : '';
  const courier = settling?.user.name ?? '';

  const header = (
    <PageHeader
      title={t`Delivery Persons`}
      description={t`Couriers, what they have earned, and the cash they hold.`}
      actions={
        <>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Export</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void persons.refetch()} isLoading={persons.isRefetching}>
            {!persons.isRefetching && <RefreshCw aria-hidden="true" className="size-4" />}
            <Trans>Refresh</Trans>
          </Button>
        </>
      }
    />
  );

  let content;
  if (persons.isError && !persons.data) {
    content = (
      <ErrorPanel
        title={t`Error loading delivery persons`}
        onRetry={() => void persons.refetch()}
        isRetrying={persons.isFetching}
      >
        {persons.error.message}
      </ErrorPanel>
    );
  } else if (persons.isPending) {
    content = <LoadingState label={t`Loading delivery persons…`} />;
  } else if (persons.data.length === 0) {
    content = (
      <StatePanel icon={Truck} title={t`No Delivery Persons Found`}>
        <Trans>Give a user the Delivery person role on the Users screen to add a courier.</Trans>
      </StatePanel>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        {persons.data.map((person) => (
          <DeliveryPersonCard
            key={person._id}
            person={person}
            layout={wide ? 'table' : 'cards'}
            onMarkPaid={(p, entry) => setPaying({ person: p, entry })}
            onCashReceived={setSettling}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      {header}
      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {content}

      <ExportDialog
        // The presets count the store's days; the form starts again once the zone is known.
        key={storeZone ?? 'browser'}
        timeZone={storeZone}
        open={exporting}
        onClose={() => {
          exportPayouts.reset();
          setExporting(false);
        }}
        title={t`Export earnings and payouts`}
        description={t`One row per courier earning that arose on these days: the order, the delivery, the payout and the cash collected.`}
        isPending={exportPayouts.isPending}
        error={exportPayouts.error}
        onExport={async (range) => {
          await exportPayouts.mutateAsync(range);
          setExporting(false);
          exportPayouts.reset();
        }}
      />
      <ConfirmDialog
        open={paying !== null}
        title={t`Mark as Paid`}
        description={paying ? t`${amount} to ${name} for order ${order}` : undefined}
        confirmLabel={t`Mark as Paid`}
        confirmVariant="primary"
        isPending={pay.isPending}
        error={pay.error ? actionErrorMessage(pay.error, t`Failed to mark the payout as paid`) : null}
        onClose={() => {
          pay.reset();
          setPaying(null);
        }}
        onConfirm={() => {
          if (!paying) return;
          pay.mutate(
            { personId: paying.person._id, orderId: paying.entry.order._id },
            {
              onSuccess: () => {
                pay.reset();
                setNotice(t`${amount} to ${name} was marked as paid.`);
                setPaying(null);
              },
            },
          );
        }}
      >
        <p className="text-espresso-700">
          <Trans>Confirm that this payout was made. This action cannot be undone.</Trans>
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={settling !== null}
        title={t`Cash received`}
        description={settling ? settling.user.name : undefined}
        confirmLabel={t`Confirm cash received`}
        confirmVariant="primary"
        isPending={cash.isPending}
        error={cash.error ? actionErrorMessage(cash.error, t`Failed to record the cash`) : null}
        onClose={() => {
          cash.reset();
          setSettling(null);
        }}
        onConfirm={() => {
          if (!settling) return;
          cash.mutate(settling._id, {
            onSuccess: (settled) => {
              cash.reset();
              const received = f.price(settled);
              setNotice(t`${received} received from ${courier}.`);
              setSettling(null);
            },
          });
        }}
      >
        {settling && (
          <p className="text-espresso-700">
            <Trans>
              Confirm that you received <strong>{held}</strong> in cash from {courier}. This action cannot be
              undone.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
