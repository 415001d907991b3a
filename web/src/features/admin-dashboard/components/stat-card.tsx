import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** The change figure or another short note under the value. */
  footer?: ReactNode;
}

export function StatCard({ label, value, icon: Icon, footer }: StatCardProps) {
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-3 rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-sans text-sm font-medium text-espresso-600">{label}</h2>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-cream-200 text-espresso-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="font-display text-3xl font-semibold text-espresso-900 tabular-nums">{value}</p>
      {footer && <div className="min-h-6">{footer}</div>}
    </section>
  );
}
