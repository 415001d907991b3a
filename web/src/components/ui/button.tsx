import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

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

interface StyleProps {
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

export interface ButtonProps extends ComponentProps<'button'>, StyleProps {
  /** Shows a spinner, marks the button busy and disables it. */
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & StyleProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size, fullWidth }), className)} {...props} />;
}
