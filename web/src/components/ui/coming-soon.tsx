import { useLingui } from '@lingui/react/macro';
import { Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ComingSoonProps {
  icon?: LucideIcon;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An honest "not built yet" state: an icon and a sentence, nothing that pretends to work. */
export function ComingSoon({ icon: Icon = Hourglass, title, children, action, className }: ComingSoonProps) {
  const { t } = useLingui();
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-espresso-900">{title ?? t`Coming soon`}</h2>
      <p className="mt-2 max-w-md text-espresso-600">{children}</p>
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}
