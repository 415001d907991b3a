import { cn } from '@/lib/cn';

/*
 * The buttons' look (components/ui/button.tsx re-exports it), apart from their components so a
 * page's first JavaScript can style a plain button without the spinner.
 */

const VARIANTS = {
  primary: 'bg-espresso-900 text-cream-50 shadow-soft hover:bg-espresso-700',
  secondary: 'bg-cream-50 text-espresso-900 ring-1 ring-inset ring-espresso-200 hover:bg-cream-200',
  accent: 'bg-leaf-600 text-white shadow-soft hover:bg-leaf-700',
  danger: 'bg-cherry-600 text-white hover:bg-cherry-700',
  ghost: 'text-espresso-800 hover:bg-espresso-50',
  /** For dark backgrounds (hero, admin sidebar). */
  light: 'bg-cream-100 text-espresso-900 shadow-soft hover:bg-white',
  'outline-light': 'text-cream-50 ring-1 ring-inset ring-cream-100/60 hover:bg-cream-50/10',
} as const;

/** Every size keeps a 44 px touch target on phones (DESIGN). */
const SIZES = {
  sm: 'min-h-11 px-4 text-sm md:min-h-9',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
  icon: 'size-11 shrink-0',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false }: StyleProps = {}) {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-full font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}
