import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarRange, Repeat, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSubscriptionRow } from '@ikawa/contracts/admin-subscriptions';
import { ADMIN_SUBSCRIPTIONS_PAGE_SIZE } from '@ikawa/contracts/admin-subscriptions';
import { PAYMENT_METHODS } from '@ikawa/contracts/enums';
import { CANCEL_REASON_MESSAGES, SUBSCRIPTION_STATUSES } from '@ikawa/contracts/subscriptions';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { SearchInput } from '@/components/admin/search-input';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-classes';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useAdminSubscriptions } from '../api/admin-subscriptions';
import {
  hasActiveSubscriptionFilters,
  type SubscriptionFilters,
  useSubscriptionFilters,
} from '../hooks/use-subscription-filters';
import {
  formatStoreDay,
  SUBSCRIPTION_FULFILMENT_MESSAGES,
  SUBSCRIPTION_PAYMENT_MESSAGES,
  SUBSCRIPTION_STATUS_MESSAGES,
  SUBSCRIPTION_STATUS_TONES,
} from './labels';

const COLUMNS = [
  { key: 'customer', label: msg`Customer` },
  { key: 'status', label: msg`Status` },
  { key: 'rhythm', label: msg`Every` },
  { key: 'next', label: msg`Next renewal` },
  { key: 'lines', label: msg`Coffee` },
  { key: 'fulfilment', label: msg`Fulfilment` },
  { key: 'payment', label: msg`Payment` },
  { key: 'since', label: msg`Since` },
] as const;

/** "Kayanza × 2, Ngozi × 1": what each renewal sends. */
function useLinesSummary() {
  const { t } = useLingui();
  return (row: AdminSubscriptionRow) =>
    row.lines
      .map((line) => {
        const name = line.name || t`Product no longer sold`;
        const quantity = line.quantity;
        return t`${name} × ${quantity}`;
      })
      .join(', ');
}

function CustomerLink({ row }: { row: AdminSubscriptionRow }) {
  return (
    <Link
      to={paths.admin.subscription(row._id)}
      className="font-semibold text-leaf-700 underline-offset-4 hover:underline"
    >
      {row.customer.name}
    </Link>
  );
}

/** What needs the owner's eye: a renewal waiting for stock, refused charges, why it stopped. */
function Flags({ row }: { row: AdminSubscriptionRow }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const waiting = row.waitingSince ? f.date(row.waitingSince) : '';
  const failed = row.failedCharges;
  return (
    <>
      {row.waitingSince && (
        <Badge tone="cherry">
          <Trans>Waiting for stock since {waiting}</Trans>
        </Badge>
      )}
      {failed > 0 && (
        <Badge tone="cherry">
          <Trans>Refused charges: {failed}</Trans>
        </Badge>
      )}
      {row.status === 'cancelled' && (
        <span className="text-xs text-espresso-600">
          {row.cancelReason ? (
            i18n._(CANCEL_REASON_MESSAGES[row.cancelReason])
          ) : (
            <Trans>No reason given</Trans>
          )}
        </span>
      )}
    </>
  );
}

function SubscriptionsTable({ rows, layout }: { rows: AdminSubscriptionRow[]; layout: 'table' | 'cards' }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const summary = useLinesSummary();
  const every = (weeks: number) => t`${weeks} weeks`;
  if (layout === 'cards')
    return (
      <ul aria-label={t`Subscriptions`} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {rows.map((row) => {
          const weeks = row.everyWeeks;
          const next = formatStoreDay(row.nextDate, f.locale);
          return (
            <li key={row._id} className="rounded-2xl border border-espresso-100 bg-cream-50 p-4 shadow-xs">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <CustomerLink row={row} />
                  <p className="truncate text-sm text-espresso-500">{row.customer.email}</p>
                </div>
                <Badge tone={SUBSCRIPTION_STATUS_TONES[row.status]}>
                  {i18n._(SUBSCRIPTION_STATUS_MESSAGES[row.status])}
                </Badge>
              </div>
              <p className="mt-2 text-sm text-espresso-900">{summary(row)}</p>
              <p className="mt-1 text-sm text-espresso-600">
                <Trans>
                  Every {weeks} weeks · next on {next}
                </Trans>
              </p>
              <p className="text-sm text-espresso-600">
                {i18n._(SUBSCRIPTION_FULFILMENT_MESSAGES[row.fulfillmentMethod])} ·{' '}
                {i18n._(SUBSCRIPTION_PAYMENT_MESSAGES[row.paymentMethod])}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <Flags row={row} />
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <ScrollRegion
      aria-label={t`Subscriptions`}
      className="rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Subscriptions, newest first</Trans>
        </caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-3 font-semibold">
                {i18n._(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {rows.map((row) => (
            <tr key={row._id} className="align-top">
              <th scope="row" className="max-w-52 px-3 py-3 font-normal">
                <CustomerLink row={row} />
                <span className="block truncate text-xs text-espresso-500">{row.customer.email}</span>
              </th>
              <td className="px-3 py-3">
                <div className="flex flex-col items-start gap-1">
                  <Badge tone={SUBSCRIPTION_STATUS_TONES[row.status]}>
                    {i18n._(SUBSCRIPTION_STATUS_MESSAGES[row.status])}
                  </Badge>
                  <Flags row={row} />
                </div>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{every(row.everyWeeks)}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                {row.status === 'cancelled' ? '—' : formatStoreDay(row.nextDate, f.locale)}
              </td>
              <td className="max-w-64 px-3 py-3">{summary(row)}</td>
              <td className="px-3 py-3">{i18n._(SUBSCRIPTION_FULFILMENT_MESSAGES[row.fulfillmentMethod])}</td>
              <td className="px-3 py-3">{i18n._(SUBSCRIPTION_PAYMENT_MESSAGES[row.paymentMethod])}</td>
              <td className="px-3 py-3 whitespace-nowrap">{f.date(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * Subscriptions (Subscribe & save, the owner's view): every subscription with its customer,
 * newest first, filtered by status and payment and searched by name or e-mail, the filters kept
 * in the address.
 */
export function SubscriptionsPage() {
  const { t, i18n } = useLingui();
  const { filters, setFilters, clearFilters } = useSubscriptionFilters();
  const list = useAdminSubscriptions(filters);
  const wide = useMediaQuery('(min-width: 1024px)');

  let content;
  if (list.isError && !list.data) {
    const reason = list.error.message;
    content = (
      <ErrorPanel
        title={t`The subscriptions could not be loaded.`}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      >
        {reason}
      </ErrorPanel>
    );
  } else if (list.isPending) {
    content = <LoadingState label={t`Loading subscriptions…`} />;
  } else if (list.data.data.length === 0) {
    content = hasActiveSubscriptionFilters(filters) ? (
      <StatePanel
        icon={SearchX}
        title={t`No subscription matches these filters.`}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    ) : (
      <StatePanel icon={Repeat} title={t`No subscriptions yet`}>
        <Trans>Subscriptions appear here as soon as customers subscribe to their coffee.</Trans>
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={list.isFetching || undefined}>
        <SubscriptionsTable rows={list.data.data} layout={wide ? 'table' : 'cards'} />
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          pageSize={ADMIN_SUBSCRIPTIONS_PAGE_SIZE}
          noun={t`subscriptions`}
          nounOne={t`subscription`}
          isFetching={list.isFetching}
          onPageChange={(page) => setFilters({ page })}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Subscriptions`}
        description={t`Every Subscribe & save customer, newest first.`}
        actions={
          <Link to={paths.admin.subscriptionsForecast} className={buttonClasses({ variant: 'secondary' })}>
            <CalendarRange aria-hidden="true" className="size-4" />
            <Trans>Forecast</Trans>
          </Link>
        }
      />
      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchInput
          label={t`Customer`}
          placeholder={t`Name or e-mail`}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
        <SelectField
          label={t`Status`}
          options={[
            { value: 'all', label: t`All statuses` },
            ...SUBSCRIPTION_STATUSES.map((status) => ({
              value: status,
              label: i18n._(SUBSCRIPTION_STATUS_MESSAGES[status]),
            })),
          ]}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value as SubscriptionFilters['status'] })}
        />
        <SelectField
          label={t`Payment`}
          options={[
            { value: 'all', label: t`All payments` },
            ...PAYMENT_METHODS.map((method) => ({
              value: method,
              label: i18n._(SUBSCRIPTION_PAYMENT_MESSAGES[method]),
            })),
          ]}
          value={filters.payment}
          onChange={(event) => setFilters({ payment: event.target.value as SubscriptionFilters['payment'] })}
        />
      </div>
      {list.isFetching && !list.isPending && (
        <p className="mb-2 flex items-center gap-2 text-sm text-espresso-500">
          <Spinner size="sm" /> <Trans>Updating…</Trans>
        </p>
      )}
      {content}
    </>
  );
}
