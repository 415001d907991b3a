import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}

/** The landing page's section titles: a small label, a serif heading and an optional line. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p
        className={cn(
          'text-sm font-semibold tracking-[0.2em] uppercase',
          tone === 'light' ? 'text-espresso-500' : 'text-crema-300',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-3xl font-semibold text-balance md:text-4xl">
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg', tone === 'light' ? 'text-espresso-600' : 'text-cream-300')}>
          {children}
        </p>
      )}
    </div>
  );
}
