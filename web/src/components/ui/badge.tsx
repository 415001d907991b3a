import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-espresso-50 text-espresso-700 ring-espresso-200',
  espresso: 'bg-espresso-900 text-cream-50 ring-espresso-900',
  crema: 'bg-cream-200 text-espresso-800 ring-crema-300',
  leaf: 'bg-leaf-50 text-leaf-700 ring-leaf-100',
  cherry: 'bg-cherry-50 text-cherry-700 ring-cherry-100',
} as const;

export type BadgeTone = keyof typeof TONES;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
