import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FORECAST_DAYS_DEFAULT } from '@ikawa/contracts/admin-subscriptions';
import { PageHeader } from '@/components/admin/page-header';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel } from '@/components/admin/state-panel';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';
import { useSubscriptionForecast } from '../api/admin-subscriptions';
import { ForecastByDay, ForecastTotals } from './forecast-table';
import { formatStoreDay } from './labels';

/** The windows offered; the API takes any number of days from 1 to 28. */
const WINDOWS = [7, 14, 28] as const;

function windowOf(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (WINDOWS as readonly number[]).includes(days) ? days : FORECAST_DAYS_DEFAULT;
}

/**
 * The forecast: the renewals expected in the next store days, by day and product, and each
 * product's total over the window: what to roast and pack next.
 */
export function ForecastPage() {
  const { t } = useLingui();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const days = windowOf(params);
  const forecast = useSubscriptionForecast(days);

  let content;
  if (forecast.isError && !forecast.data) {
    content = (
      <ErrorPanel
        title={t`The forecast could not be loaded.`}
        onRetry={() => void forecast.refetch()}
        isRetrying={forecast.isFetching}
      >
        {forecast.error.message}
      </ErrorPanel>
    );
  } else if (forecast.isPending) {
    content = <LoadingState label={t`Loading the forecast…`} />;
  } else {
    const data = forecast.data;
    const from = formatStoreDay(data.from, f.locale);
    const to = formatStoreDay(data.to, f.locale);
    const count = data.renewals;
    content = (
      <div className="flex flex-col gap-8">
        <p className="text-espresso-700">
          <Trans>
            From {from} to {to}:{' '}
            <Plural value={count} one="# renewal expected." other="# renewals expected." />
          </Trans>
        </p>
        <section aria-labelledby="forecast-totals" className="flex flex-col gap-3">
          <h2 id="forecast-totals" className="text-xl font-semibold text-espresso-900">
            <Trans>What to roast</Trans>
          </h2>
          <ForecastTotals forecast={data} />
        </section>
        <section aria-labelledby="forecast-days" className="flex flex-col gap-3">
          <h2 id="forecast-days" className="text-xl font-semibold text-espresso-900">
            <Trans>Day by day</Trans>
          </h2>
          <ForecastByDay forecast={data} />
        </section>
      </div>
    );
  }

  return (
    <>
      <Link
        to={paths.admin.subscriptions}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-espresso-700 hover:text-espresso-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All subscriptions</Trans>
      </Link>
      <PageHeader
        title={t`Subscription forecast`}
        description={t`The renewals of active subscriptions in the coming days, in bags and kilograms. A renewal overdue counts today; one-off extras count once.`}
      />
      <div className="mb-6 max-w-xs">
        <SelectField
          label={t`Period`}
          options={WINDOWS.map((value) => ({ value: String(value), label: t`Next ${value} days` }))}
          value={String(days)}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (Number(event.target.value) === FORECAST_DAYS_DEFAULT) next.delete('days');
            else next.set('days', event.target.value);
            setParams(next, { replace: true });
          }}
        />
      </div>
      {content}
    </>
  );
}
