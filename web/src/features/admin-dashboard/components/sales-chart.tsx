import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Locale } from '@ikawa/contracts/i18n';
import type { DashboardStats } from '@ikawa/contracts/admin';
import { useLocale } from '@/hooks/use-locale';
import { formatDateWith, formatNumber, formatPrice } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { amountTicks, dayTicks } from '../utils/chart-ticks';

type SalesDay = DashboardStats['salesByDay'][number];

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const COMPACT_MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CAD',
  notation: 'compact',
  maximumFractionDigits: 1,
};

/** The server sends UTC calendar days ("2026-03-04"); they are shown as such, not shifted. */
export function formatDay(date: string, locale: Locale): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatDateWith(parsed, locale, DAY);
}

/** One sentence for everyone (and the chart's accessible summary), in the language of `i18n`. */
export function summariseSales(days: readonly SalesDay[], i18n: I18n): string {
  const locale = formattingLocale(i18n.locale);
  const sum = days.reduce((total, day) => total + day.total, 0);
  const orders = days.reduce((count, day) => count + day.orders, 0);
  if (orders === 0) return i18n._(msg`No sales in the last 30 days.`);
  const best = days.reduce((top, day) => (day.total > top.total ? day : top));
  const total = formatPrice(sum, locale);
  const bestDay = formatDay(best.date, locale);
  const bestTotal = formatPrice(best.total, locale);
  return i18n._(
    msg`${total} from ${plural(orders, { one: '# paid or delivered order', other: '# paid or delivered orders' })} in the last 30 days. Best day: ${bestDay} with ${bestTotal}.`,
  );
}

interface TooltipContentProps {
  active?: boolean;
  payload?: readonly { payload?: SalesDay }[];
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const locale = useLocale();
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  const orders = day.orders;
  return (
    <div className="rounded-xl border border-espresso-100 bg-cream-50 px-3 py-2 text-sm shadow-soft">
      <p className="font-semibold text-espresso-900">{formatDay(day.date, locale)}</p>
      <p className="text-espresso-700">{formatPrice(day.total, locale)}</p>
      <p className="text-espresso-500">
        <Plural value={orders} one="# order" other="# orders" />
      </p>
    </div>
  );
}

/**
 * Sales by day for the last 30 days. The drawing is decorative for assistive technology; the
 * same figures are in a visually hidden table, and the summary sentence is visible to all.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const summary = summariseSales(days, i18n);
  const dayOf = (date: string) => formatDay(date, locale);
  // Chosen here rather than by Recharts, whose own picks land at uneven values and distances.
  const yTicks = amountTicks(Math.max(0, ...days.map((day) => day.total)));
  const xTicks = dayTicks(days.map((day) => day.date));
  return (
    <figure className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-espresso-900">
          <Trans>Sales, last 30 days</Trans>
        </h2>
        <figcaption className="text-sm text-espresso-600">{summary}</figcaption>
      </div>
      <div aria-hidden="true" className="h-64 w-full" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={[...days]}
            // The last day is always labelled, centred on the right edge: room for half its label.
            margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <defs>
              <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-crema-400)" stopOpacity={0.55} />
                <stop offset="100%" stopColor="var(--color-crema-400)" stopOpacity={0.05} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="var(--color-espresso-100)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={dayOf}
              tick={{ fill: 'var(--color-espresso-500)', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-espresso-200)' }}
              ticks={xTicks}
              interval={0}
            />
            <YAxis
              tickFormatter={(value: number) => formatNumber(value, locale, COMPACT_MONEY)}
              tick={{ fill: 'var(--color-espresso-500)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={64}
              domain={[0, yTicks.at(-1) ?? 0]}
              ticks={yTicks}
              interval={0}
            />
            <Tooltip content={<ChartTooltip />} cursor={{ stroke: 'var(--color-espresso-300)' }} />
            <Area
              type="monotone"
              dataKey="total"
              stroke="var(--color-espresso-700)"
              strokeWidth={2}
              fill="url(#sales-fill)"
              activeDot={{ r: 5, fill: 'var(--color-espresso-900)' }}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores the 1px box of sr-only, so a wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>
            <Trans>Sales by day, last 30 days</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Sales</Trans>
              </th>
              <th scope="col">
                <Trans>Orders</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayOf(day.date)}</th>
                <td>{formatPrice(day.total, locale)}</td>
                <td>{formatNumber(day.orders, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
