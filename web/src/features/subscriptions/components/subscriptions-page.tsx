import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSubscriptions } from '../api/subscriptions';
import { SubscriptionCard } from './subscription-card';

/** My Account → Subscriptions: each subscription and its changes; live ones first. */
export function SubscriptionsPage() {
  const { t } = useLingui();
  const subscriptions = useSubscriptions();
  let body;
  if (subscriptions.isPending) body = <LoadingState label={t`Loading your subscriptions…`} />;
  else if (subscriptions.isError)
    body = (
      <Alert title={t`We could not load your subscriptions`}>
        <p>{subscriptions.error.message}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void subscriptions.refetch()}
          isLoading={subscriptions.isFetching}
        >
          <Trans>Try Again</Trans>
        </Button>
      </Alert>
    );
  else if (subscriptions.data.length === 0) body = <NoSubscriptions />;
  else {
    const order = { active: 0, paused: 1, cancelled: 2 } as const;
    const sorted = [...subscriptions.data].sort((a, b) => order[a.status] - order[b.status]);
    body = (
      <ul className="flex flex-col gap-6">
        {sorted.map((subscription) => (
          <li key={subscription._id}>
            <SubscriptionCard subscription={subscription} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold text-espresso-900">
          <Trans>My Subscriptions</Trans>
        </h2>
        <p className="text-sm text-espresso-600">
          <Trans>Your coffee on its rhythm. Every change counts from the next one on.</Trans>
        </p>
      </header>
      {body}
    </div>
  );
}

function NoSubscriptions() {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-cream-50 px-6 py-12 text-center ring-1 ring-espresso-100">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <Repeat aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-5 font-display text-xl font-semibold text-espresso-900">
        <Trans>No subscriptions yet — Subscribe & save on any coffee</Trans>
      </p>
      <p className="mt-2 max-w-sm text-sm text-espresso-600">
        <Trans>Choose “Subscribe & save” on a coffee’s page or in your cart, and it comes on its own.</Trans>
      </p>
      <ButtonLink to={paths.shop} className="mt-6">
        <Trans>Go to the shop</Trans>
      </ButtonLink>
    </div>
  );
}
