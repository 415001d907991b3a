import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryPerson, EarningEntry } from '@ikawa/contracts/delivery';
import { Pagination } from '@/components/admin/pagination';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import {
  PERSON_HISTORY_PAGE_SIZE,
  type PersonHistoryFilters,
  usePersonHistory,
} from '../api/get-person-history';
import { DeliveryHistory } from './delivery-history';

const STATUS_OPTIONS: { value: PersonHistoryFilters['status']; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All entries` },
  { value: 'pending', label: msg`Pending` },
  { value: 'paid', label: msg`Paid` },
];

const EMPTY_TEXT: Record<PersonHistoryFilters['status'], MessageDescriptor | undefined> = {
  all: undefined,
  pending: msg`No pending payouts for this delivery person.`,
  paid: msg`No paid entries for this delivery person yet.`,
};

interface PersonHistoryProps {
  person: DeliveryPerson;
  layout: 'table' | 'cards';
  onMarkPaid: (entry: EarningEntry) => void;
}

/**
 * A courier's delivery history: the newest entries come with the list; "View all" pages through
 * the rest from the server, filtered by payout status, so an old pending payout can be paid too.
 */
export function PersonHistory({ person, layout, onMarkPaid }: PersonHistoryProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [expanded, setExpanded] = useState(false);
  const [filters, setFilters] = useState<PersonHistoryFilters>({ status: 'all', page: 1 });
  const history = usePersonHistory(person._id, filters, { enabled: expanded });
  const name = person.user.name;

  if (!expanded) {
    const more = person.historyCount - person.deliveryHistory.length;
    const count = f.number(person.historyCount);
    return (
      <>
        <DeliveryHistory
          personName={name}
          entries={person.deliveryHistory}
          layout={layout}
          onMarkPaid={onMarkPaid}
        />
        {more > 0 && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setExpanded(true)}>
            <Trans>View all {count} entries</Trans>
          </Button>
        )}
      </>
    );
  }

  let body;
  if (history.isError && !history.data) {
    const reason = history.error.message;
    body = (
      <Alert variant="error" className="my-3">
        <span className="flex flex-wrap items-center justify-between gap-3">
          <Trans>Could not load the history: {reason}</Trans>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Retry</Trans>
          </Button>
        </span>
      </Alert>
    );
  } else if (history.isPending) {
    body = (
      <p className="py-4 text-espresso-500">
        <Spinner label={t`Loading the delivery history of ${name}…`} />
      </p>
    );
  } else {
    const empty = EMPTY_TEXT[filters.status];
    body = (
      <div aria-busy={history.isFetching || undefined}>
        <DeliveryHistory
          personName={name}
          entries={history.data.data}
          layout={layout}
          onMarkPaid={onMarkPaid}
          emptyText={empty && i18n._(empty)}
        />
        <Pagination
          page={history.data.page}
          totalPages={history.data.totalPages}
          total={history.data.total}
          pageSize={PERSON_HISTORY_PAGE_SIZE}
          noun={t`entries`}
          nounOne={t`entry`}
          isFetching={history.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <div className="my-2 flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t`Show`}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={filters.status}
          containerClassName="w-44"
          onChange={(event) =>
            setFilters({ status: event.target.value as PersonHistoryFilters['status'], page: 1 })
          }
        />
        <Button variant="ghost" size="sm" onClick={() => setExpanded(false)}>
          <Trans>Show newest only</Trans>
        </Button>
      </div>
      {body}
    </>
  );
}
