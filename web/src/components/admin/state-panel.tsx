import { Trans } from '@lingui/react/macro';
import { CircleAlert, type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface StatePanelProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** An empty or failed section: an icon, a title, a sentence and what to do next. */
export function StatePanel({
  icon: Icon,
  title,
  children,
  action,
  tone = 'neutral',
  className,
}: StatePanelProps) {
  const isError = tone === 'error';
  return (
    <section
      role={isError ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-3xl border px-6 py-12 text-center',
        isError ? 'border-cherry-100 bg-cherry-50/60' : 'border-dashed border-espresso-200 bg-cream-50',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          isError ? 'bg-cherry-100 text-cherry-700' : 'bg-cream-200 text-espresso-700',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className={cn('mt-4 text-xl font-semibold', isError ? 'text-cherry-700' : 'text-espresso-900')}>
        {title}
      </h2>
      {children && <div className="mt-2 max-w-md text-espresso-600">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div>}
    </section>
  );
}

interface ErrorPanelProps extends Omit<StatePanelProps, 'icon' | 'tone'> {
  /** Shows a Retry button that calls this (e.g. the query's `refetch`). */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** SPEC §2: a screen whose data failed to load shows a full-page error with an icon. */
export function ErrorPanel({ title, children, action, className, onRetry, isRetrying }: ErrorPanelProps) {
  const retry = onRetry && (
    <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
      <RefreshCw aria-hidden="true" className="size-4" />
      <Trans>Retry</Trans>
    </Button>
  );
  return (
    <StatePanel icon={CircleAlert} tone="error" title={title} action={action ?? retry} className={className}>
      {children}
    </StatePanel>
  );
}
