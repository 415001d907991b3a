import { Trans, useLingui } from '@lingui/react/macro';
import { Navigation, Route as RouteIcon, Signpost } from 'lucide-react';
import { addressLine } from '@ikawa/contracts/display';
import { isLocale } from '@ikawa/contracts/i18n';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useCourierOrders } from '../api/get-courier-orders';
import { useDeliveryProfile } from '../api/get-delivery-profile';
import { useOutboxEntries } from '../hooks/use-outbox';
import { withWaitingMoves } from '../outbox/outbox';
import { directionsUrl } from '../utils/delivery-format';
import { planRoute, wholeRouteUrl } from '../utils/route-order';
import { LoadError } from './load-error';

/**
 * The courier's route (decision 020): the orders picked up and not delivered yet, nearest first
 * from the location the courier last shared, each with its directions; without a location, in
 * the listed order, and the page says so.
 */
export function RoutePlan() {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const format = useFormat();
  const orders = useCourierOrders();
  const profile = useDeliveryProfile();
  const entries = useOutboxEntries();

  if (orders.isError && !orders.data)
    return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data || profile.isPending)
    return (
      <div className="flex justify-center py-10 text-espresso-600">
        <Spinner size="lg" label={t`Loading your route…`} />
      </div>
    );

  const location = profile.data?.location ?? null;
  const plan = planRoute(withWaitingMoves(orders.data, entries), location);
  const whole = plan.stops.length > 1 ? wholeRouteUrl(plan.stops) : null;

  return (
    <section aria-labelledby="route-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="route-title" className="text-2xl font-semibold text-espresso-900">
          <Trans>Route</Trans>
        </h2>
        {whole && (
          <a
            href={whole}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Open the whole route in the map app`}
            className={cn(buttonClasses({ variant: 'primary', size: 'md' }), 'whitespace-nowrap')}
          >
            <RouteIcon aria-hidden="true" className="size-4" />
            <Trans>Whole route</Trans>
          </a>
        )}
      </div>
      <p className="text-sm text-espresso-700">
        {plan.order === 'nearest_first' ? (
          <Trans>Your picked-up orders, nearest first from the location you last shared.</Trans>
        ) : plan.order === 'no_location' ? (
          <Trans>
            You have not shared your location yet, so the stops are in the order of your list. Share your
            location to put the nearest first.
          </Trans>
        ) : (
          <Trans>These addresses have no map position, so the stops are in the order of your list.</Trans>
        )}
      </p>
      {plan.stops.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-10 text-center">
          {/* Not the landing page's map icon: sharing it would split it into a file of its own that
              every storefront page then downloads. */}
          <Signpost aria-hidden="true" className="size-8 text-espresso-500" />
          <p className="text-base text-espresso-800">
            <Trans>No picked-up orders to deliver right now.</Trans>
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {plan.stops.map((stop, index) => {
            const position = index + 1;
            const orderNumber = stop.order.number;
            const customer = stop.order.user.name.trim() || t`Unknown`;
            const km = stop.km === null ? null : format.number(stop.km, { maximumFractionDigits: 1 });
            return (
              <li
                key={stop.order._id}
                className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-soft ring-1 ring-espresso-100"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-espresso-900 font-bold text-cream-50"
                >
                  {position}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-espresso-900">
                    <Trans>
                      Stop {position}: order {orderNumber}
                    </Trans>
                  </p>
                  <p className="text-sm text-espresso-800">{customer}</p>
                  {stop.address && (
                    <address className="text-sm text-espresso-800 not-italic">
                      {addressLine(stop.address, locale)}
                    </address>
                  )}
                  {km !== null && (
                    <p className="text-sm text-espresso-700">
                      <Trans>About {km} km away</Trans>
                    </p>
                  )}
                  {stop.address && (
                    <a
                      href={directionsUrl(stop.address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t`Navigate to stop ${position}, order ${orderNumber} (opens the map app)`}
                      className={cn(
                        buttonClasses({ variant: 'secondary', size: 'md' }),
                        'mt-2 whitespace-nowrap',
                      )}
                    >
                      <Navigation aria-hidden="true" className="size-4" />
                      <Trans>Navigate</Trans>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
