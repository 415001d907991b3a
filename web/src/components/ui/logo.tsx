import { cn } from '@/lib/cn';

/** The Ikawa mark: a roasted bean with the Burundi green and red in its crease. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="40" height="40" rx="12" className="fill-espresso-900" />
      <ellipse cx="20" cy="20" rx="9.5" ry="13" transform="rotate(-28 20 20)" className="fill-crema-500" />
      <path
        d="M15.2 9.6c5.4 5.2 2.6 15.8 9.6 20.8"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        className="stroke-espresso-900"
      />
      <circle cx="31" cy="9" r="2.2" className="fill-leaf-500" />
      <circle cx="31" cy="15" r="2.2" className="fill-cherry-500" />
    </svg>
  );
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'font-display text-2xl font-semibold tracking-tight',
          tone === 'dark' ? 'text-espresso-900' : 'text-cream-50',
        )}
      >
        Ikawa
      </span>
    </span>
  );
}
