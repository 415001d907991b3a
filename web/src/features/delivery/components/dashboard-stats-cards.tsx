import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CircleCheckBig, Clock, HandCoins, type LucideIcon, Package } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useCourierOrders } from '../api/get-courier-orders';
import { useEarnings } from '../api/get-earnings';
import { useCompactSummary } from '../hooks/use-compact-summary';
import { type DashboardStats, dashboardStats } from '../utils/dashboard-stats';
import { LoadError } from './load-error';

/** SPEC §2: the four dashboard cards, with a spinner while the earnings or the orders load. */
export function DashboardStatsCards() {
  const { t } = useLingui();
  const earnings = useEarnings();
  const orders = useCourierOrders();
  const compact = useCompactSummary();

  if (earnings.isPending || orders.isPending) {
    const failed = earnings.isError ? earnings : orders.isError ? orders : null;
    if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
    return (
      <div className="flex min-h-28 items-center justify-center rounded-3xl bg-cream-50 text-espresso-600 ring-1 ring-espresso-100">
        <Spinner size="lg" label={t`Loading your dashboard…`} />
      </div>
    );
  }
  if (earnings.isError && !earnings.data) {
    return <LoadError error={earnings.error} onRetry={() => void earnings.refetch()} />;
  }
  return <StatsGrid stats={dashboardStats(earnings.data, orders.data ?? [])} compact={compact} />;
}

interface Card {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

/**
 * `compact`: on a phone each card is one line, label beside figure, and the cash note keeps its
 * first line only (the rest stays for screen readers), so the section below starts higher.
 */
export function StatsGrid({ stats, compact = false }: { stats: DashboardStats; compact?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const cashHeld = format.price(stats.cashHeld);
  const cards: Card[] = [
    {
      label: t`Earned`,
      value: format.price(stats.earned),
      icon: HandCoins,
      tone: 'bg-leaf-50 text-leaf-700',
    },
    {
      label: t`Pending`,
      value: format.price(stats.pending),
      icon: Clock,
      tone: 'bg-cream-200 text-espresso-800',
    },
    {
      label: t`Pending Orders`,
      value: format.number(stats.pendingOrders),
      icon: Package,
      tone: 'bg-espresso-50 text-espresso-800',
    },
    {
      label: t({ message: 'Completed', context: 'deliveries' }),
      value: format.number(stats.completed),
      icon: CircleCheckBig,
      tone: 'bg-leaf-50 text-leaf-700',
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', compact && 'max-md:gap-2')}>
        {cards.map((card) => (
          <div
            key={card.label}
            className={cn(
              'flex min-w-0 flex-col gap-1 rounded-2xl bg-white p-3 shadow-soft ring-1 ring-espresso-100 sm:p-4',
              compact &&
                'max-md:flex-row max-md:items-baseline max-md:justify-between max-md:gap-2 max-md:py-2',
            )}
          >
            <dt
              className={cn(
                'flex items-center gap-2 text-sm font-medium text-espresso-700',
                compact && 'max-md:min-w-0 max-md:text-xs',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full',
                  card.tone,
                  compact && 'max-md:hidden',
                )}
              >
                <card.icon aria-hidden="true" className="size-4" />
              </span>
              {card.label}
            </dt>
            <dd
              className={cn(
                'truncate text-2xl font-bold text-espresso-950 tabular-nums',
                compact && 'max-md:shrink-0 max-md:text-base',
              )}
            >
              {card.value}
            </dd>
          </div>
        ))}
      </dl>
      {/* Cash collected at the door and not yet handed to the shop. */}
      {stats.cashHeld > 0 && (
        <p
          className={cn(
            'flex items-center gap-3 rounded-2xl bg-crema-300 px-4 py-3 text-espresso-950',
            compact && 'max-md:py-2',
          )}
        >
          <Banknote aria-hidden="true" className="size-6 shrink-0" />
          <span>
            <span className="font-bold">
              <Trans>Cash held: {cashHeld}</Trans>
            </span>
            <span className={cn('block text-sm', compact && 'max-md:sr-only')}>
              <Trans>Cash you collected that is not yet handed to the shop.</Trans>
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
