import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-9' } as const;

interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** When given, the spinner is announced as a status with this text. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      data-testid="spinner"
      className={cn('shrink-0 animate-spin', SIZES[size], className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or a section that is loading. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-espresso-500">
      <Spinner size="lg" label={label ?? t`Loading…`} />
    </div>
  );
}
