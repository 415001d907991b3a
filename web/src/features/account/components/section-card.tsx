import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** A button or link at the right of the title (Edit, Add address, View All Orders…). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One panel of the account area, named by its heading for assistive technology. */
export function SectionCard({ title, description, action, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-3xl bg-cream-50 p-5 shadow-soft ring-1 ring-espresso-100 sm:p-6 md:p-8',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-espresso-900 md:text-2xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-espresso-600">{description}</p>}
        </div>
        {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
