import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  icon: LucideIcon;
  title: string;
  /** Right-aligned figure, e.g. the fee. */
  aside?: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
}

/** A radio button drawn as a card: the whole card is the target, the ring shows the choice. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  icon: Icon,
  title,
  aside,
  children,
  disabled = false,
}: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)]',
        disabled
          ? 'cursor-not-allowed border-espresso-100 bg-cream-100 text-espresso-400'
          : 'cursor-pointer hover:border-espresso-300',
        checked && !disabled ? 'border-espresso-900 ring-1 ring-espresso-900' : 'border-espresso-200',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          checked && !disabled ? 'bg-espresso-900 text-cream-50' : 'bg-cream-200 text-espresso-600',
          disabled && 'bg-cream-200 text-espresso-300',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn('font-semibold', disabled ? 'text-espresso-400' : 'text-espresso-900')}>
            {title}
          </span>
          {aside && <span className="shrink-0 text-sm font-semibold">{aside}</span>}
        </span>
        {children && (
          <span className={cn('mt-1 block text-sm', disabled ? 'text-espresso-400' : 'text-espresso-600')}>
            {children}
          </span>
        )}
      </span>
    </label>
  );
}
