import { Download, RefreshCw, Truck } from 'lucide-react';
import { useState } from 'react';
import { ORDER_ID_LENGTH_ADMIN } from '@ikawa/contracts/constants';
import type { DeliveryPerson, EarningEntry } from '@ikawa/contracts/delivery';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportDialog } from '@/components/admin/export-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatPrice } from '@/lib/format';
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
  const persons = useDeliveryPersons({ enabled: isAdmin });
  const pay = useMarkEarningPaid();
  const cash = useRecordCashReceived();
  const wide = useMediaQuery('(min-width: 768px)');
  const [paying, setPaying] = useState<{ person: DeliveryPerson; entry: EarningEntry } | null>(null);
  const [settling, setSettling] = useState<DeliveryPerson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const exportPayouts = useExportPayouts();
  const [exporting, setExporting] = useState(false);

  const header = (
    <PageHeader
      title="Delivery Persons"
      description="Couriers, what they have earned, and the cash they hold."
      actions={
        <>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4" />
            Export
          </Button>
          <Button variant="secondary" onClick={() => void persons.refetch()} isLoading={persons.isRefetching}>
            {!persons.isRefetching && <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        </>
      }
    />
  );

  let content;
  if (persons.isError && !persons.data) {
    content = (
      <ErrorPanel
        title="Error loading delivery persons"
        onRetry={() => void persons.refetch()}
        isRetrying={persons.isFetching}
      >
        {persons.error.message}
      </ErrorPanel>
    );
  } else if (persons.isPending) {
    content = <LoadingState label="Loading delivery persons…" />;
  } else if (persons.data.length === 0) {
    content = (
      <StatePanel icon={Truck} title="No Delivery Persons Found">
        Give a user the Delivery person role on the Users screen to add a courier.
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
        open={exporting}
        onClose={() => {
          exportPayouts.reset();
          setExporting(false);
        }}
        title="Export earnings and payouts"
        description="One row per courier earning that arose on these days: the order, the delivery, the payout and the cash collected."
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
        title="Mark as Paid"
        description={
          paying
            ? `${formatPrice(paying.entry.amount)} to ${paying.person.user.name} for order #${paying.entry.order._id.slice(0, ORDER_ID_LENGTH_ADMIN)}`
            : undefined
        }
        confirmLabel="Mark as Paid"
        confirmVariant="primary"
        isPending={pay.isPending}
        error={pay.error ? actionErrorMessage(pay.error, 'Failed to mark the payout as paid') : null}
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
                setNotice(
                  `${formatPrice(paying.entry.amount)} to ${paying.person.user.name} was marked as paid.`,
                );
                setPaying(null);
              },
            },
          );
        }}
      >
        <p className="text-espresso-700">Confirm that this payout was made. This action cannot be undone.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={settling !== null}
        title="Cash received"
        description={settling ? settling.user.name : undefined}
        confirmLabel="Confirm cash received"
        confirmVariant="primary"
        isPending={cash.isPending}
        error={cash.error ? actionErrorMessage(cash.error, 'Failed to record the cash') : null}
        onClose={() => {
          cash.reset();
          setSettling(null);
        }}
        onConfirm={() => {
          if (!settling) return;
          cash.mutate(settling._id, {
            onSuccess: (settled) => {
              cash.reset();
              setNotice(`${formatPrice(settled)} received from ${settling.user.name}.`);
              setSettling(null);
            },
          });
        }}
      >
        {settling && (
          <p className="text-espresso-700">
            Confirm that you received <strong>{formatPrice(settling.cashHeld)}</strong> in cash from{' '}
            {settling.user.name}. This action cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
