import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryPerson, EarningEntry } from '@ikawa/contracts/delivery';
import { Pagination } from '@/components/admin/pagination';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  PERSON_HISTORY_PAGE_SIZE,
  type PersonHistoryFilters,
  usePersonHistory,
} from '../api/get-person-history';
import { DeliveryHistory } from './delivery-history';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All entries' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
] as const;

const EMPTY_TEXT: Record<PersonHistoryFilters['status'], string | undefined> = {
  all: undefined,
  pending: 'No pending payouts for this delivery person.',
  paid: 'No paid entries for this delivery person yet.',
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
  const [expanded, setExpanded] = useState(false);
  const [filters, setFilters] = useState<PersonHistoryFilters>({ status: 'all', page: 1 });
  const history = usePersonHistory(person._id, filters, { enabled: expanded });
  const name = person.user.name;

  if (!expanded) {
    const more = person.historyCount - person.deliveryHistory.length;
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
            View all {person.historyCount.toLocaleString('en-US')} entries
          </Button>
        )}
      </>
    );
  }

  let body;
  if (history.isError && !history.data) {
    body = (
      <Alert variant="error" className="my-3">
        <span className="flex flex-wrap items-center justify-between gap-3">
          Could not load the history: {history.error.message}
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </span>
      </Alert>
    );
  } else if (history.isPending) {
    body = (
      <p className="py-4 text-espresso-500">
        <Spinner label={`Loading the delivery history of ${name}…`} />
      </p>
    );
  } else {
    body = (
      <div aria-busy={history.isFetching || undefined}>
        <DeliveryHistory
          personName={name}
          entries={history.data.data}
          layout={layout}
          onMarkPaid={onMarkPaid}
          emptyText={EMPTY_TEXT[filters.status]}
        />
        <Pagination
          page={history.data.page}
          totalPages={history.data.totalPages}
          total={history.data.total}
          pageSize={PERSON_HISTORY_PAGE_SIZE}
          noun="entries"
          nounOne="entry"
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
          label="Show"
          options={STATUS_OPTIONS}
          value={filters.status}
          containerClassName="w-44"
          onChange={(event) =>
            setFilters({ status: event.target.value as PersonHistoryFilters['status'], page: 1 })
          }
        />
        <Button variant="ghost" size="sm" onClick={() => setExpanded(false)}>
          Show newest only
        </Button>
      </div>
      {body}
    </>
  );
}
