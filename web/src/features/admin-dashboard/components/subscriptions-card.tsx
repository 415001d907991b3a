import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SubscriptionFigures } from '@ikawa/contracts/admin-subscriptions';
import { CANCEL_REASON_MESSAGES } from '@ikawa/contracts/subscriptions';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';

/** Subscribe & save at a glance: who subscribes now, who stopped in the last 30 days and why. */
export function SubscriptionsCard({ figures }: { figures: SubscriptionFigures }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const counts = [
    { key: 'active', label: t({ message: 'Active', context: 'subscriptions count' }), value: figures.active },
    { key: 'paused', label: t({ message: 'Paused', context: 'subscriptions count' }), value: figures.paused },
    { key: 'cancelled', label: t`Cancelled (30 days)`, value: figures.cancelledLast30Days },
  ];
  return (
    <section
      aria-labelledby="subscriptions-card-title"
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="subscriptions-card-title" className="text-xl font-semibold text-espresso-900">
          <Trans>Subscriptions</Trans>
        </h2>
        <div className="flex gap-4 text-sm font-medium">
          <Link to={paths.admin.subscriptions} className="text-leaf-700 underline-offset-4 hover:underline">
            <Trans>All subscriptions</Trans>
          </Link>
          <Link
            to={paths.admin.subscriptionsForecast}
            className="text-leaf-700 underline-offset-4 hover:underline"
          >
            <Trans>Forecast</Trans>
          </Link>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((count) => (
          <div key={count.key} className="rounded-2xl bg-cream-200/60 p-3">
            <dt className="text-xs font-medium text-espresso-600">{count.label}</dt>
            <dd className="font-display text-2xl font-semibold text-espresso-900 tabular-nums">
              {f.number(count.value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-espresso-800">
        <Trans>Why they stopped (30 days)</Trans>
      </h3>
      {figures.churnReasons.length === 0 ? (
        <p className="text-sm text-espresso-600">
          <Trans>No one cancelled in the last 30 days.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Why they stopped (30 days)`} className="flex flex-col gap-1 text-sm">
          {figures.churnReasons.map((churn) => (
            <li key={churn.reason ?? 'none'} className="flex justify-between gap-3">
              <span className="text-espresso-800">
                {churn.reason ? i18n._(CANCEL_REASON_MESSAGES[churn.reason]) : t`No reason given`}
              </span>
              <span className="font-semibold tabular-nums">{f.number(churn.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
