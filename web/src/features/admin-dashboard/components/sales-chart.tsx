import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardStats } from '@ikawa/contracts/admin';
import { formatPrice } from '@/lib/format';

type SalesDay = DashboardStats['salesByDay'][number];

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'CAD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The server sends UTC calendar days ("2026-03-04"); they are shown as such, not shifted. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormatter.format(parsed);
}

/** One sentence for everyone (and the chart's accessible summary). */
export function summariseSales(days: readonly SalesDay[]): string {
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  if (orders === 0) return 'No sales in the last 30 days.';
  const best = days.reduce((top, day) => (day.total > top.total ? day : top));
  return `${formatPrice(total)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last 30 days. Best day: ${formatDay(best.date)} with ${formatPrice(best.total)}.`;
}

interface TooltipContentProps {
  active?: boolean;
  payload?: readonly { payload?: SalesDay }[];
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <div className="rounded-xl border border-espresso-100 bg-cream-50 px-3 py-2 text-sm shadow-soft">
      <p className="font-semibold text-espresso-900">{formatDay(day.date)}</p>
      <p className="text-espresso-700">{formatPrice(day.total)}</p>
      <p className="text-espresso-500">
        {day.orders} {day.orders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

/**
 * Sales by day for the last 30 days. The drawing is decorative for assistive technology; the
 * same figures are in a visually hidden table, and the summary sentence is visible to all.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const summary = summariseSales(days);
  return (
    <figure className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-espresso-900">Sales, last 30 days</h2>
        <figcaption className="text-sm text-espresso-600">{summary}</figcaption>
      </div>
      <div aria-hidden="true" className="h-64 w-full" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={[...days]}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
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
              tickFormatter={formatDay}
              tick={{ fill: 'var(--color-espresso-500)', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-espresso-200)' }}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={(value: number) => compactMoney.format(value)}
              tick={{ fill: 'var(--color-espresso-500)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={64}
              allowDecimals={false}
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
          <caption>Sales by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Sales</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatPrice(day.total)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
