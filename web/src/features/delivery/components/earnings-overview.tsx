import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheckBig, Clock, Wallet } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useEarnings } from '../api/get-earnings';
import { EARNINGS_COLUMNS, EarningsTable } from './earnings-table';
import { LoadError } from './load-error';

/** SPEC §2 Earnings: the three totals and the Delivery History table. */
export function EarningsOverview() {
  const { t } = useLingui();
  const format = useFormat();
  const earnings = useEarnings();

  return (
    <section aria-labelledby="earnings-title" className="flex flex-col gap-4">
      <h2 id="earnings-title" className="text-2xl font-semibold text-espresso-900">
        <Trans>Earnings</Trans>
      </h2>
      {earnings.isError && <LoadError error={earnings.error} onRetry={() => void earnings.refetch()} />}
      {earnings.isPending ? (
        <div className="flex justify-center py-10 text-espresso-600">
          <Spinner size="lg" label={t`Loading your earnings…`} />
        </div>
      ) : !earnings.data ? null : (
        <>
          {/* Three in a row from the phone up, so the history starts on the first screen. */}
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            {[
              { key: 'total', label: t`Total Earnings`, value: earnings.data.total, icon: Wallet },
              { key: 'pending', label: t`Pending`, value: earnings.data.pending, icon: Clock },
              { key: 'paid', label: t`Paid`, value: earnings.data.paid, icon: CircleCheckBig },
            ].map((card) => (
              <div
                key={card.key}
                className="flex min-w-0 flex-col items-start gap-1 rounded-2xl bg-white p-3 shadow-soft ring-1 ring-espresso-100 sm:gap-3 sm:p-4"
              >
                <dt className="flex items-center gap-2 text-xs font-medium text-espresso-700 sm:text-sm">
                  <card.icon aria-hidden="true" className="hidden size-4.5 text-espresso-600 sm:block" />
                  {card.label}
                </dt>
                <dd className="text-base font-bold text-espresso-950 tabular-nums sm:text-2xl">
                  {format.price(card.value)}
                </dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-2 text-xl font-semibold text-espresso-900">
            <Trans>Delivery History</Trans>
          </h3>
          {earnings.data.history.length === 0 ? (
            <p className="rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-8 text-center text-espresso-800">
              <Trans>No delivery history available.</Trans>
            </p>
          ) : (
            <EarningsTable
              caption={t`Delivery History`}
              columns={EARNINGS_COLUMNS}
              entries={earnings.data.history}
            />
          )}
        </>
      )}
    </section>
  );
}
