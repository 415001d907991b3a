import { useLingui } from '@lingui/react/macro';
import { CircleExclamationPoint, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AlertProps {
  /** `error` is the red banner (SPEC: errors in a red banner); `info` is a calm note. */
  variant?: 'error' | 'info';
  title?: ReactNode;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
  /** A name for the banner, when a page has several and one must be found by it. */
  label?: string;
}

export function Alert({ variant = 'error', title, children, onDismiss, className, label }: AlertProps) {
  const { t } = useLingui();
  const isError = variant === 'error';
  const Icon = isError ? CircleExclamationPoint : Info;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-label={label}
      className={cn(
        'flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm',
        isError
          ? 'border-cherry-100 bg-cherry-50 text-cherry-700'
          : 'border-leaf-100 bg-leaf-50 text-leaf-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t`Dismiss`}
          className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
