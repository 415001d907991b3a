import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export function inputClasses(invalid = false) {
  return cn(
    'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-espresso-900 shadow-xs transition-colors sm:text-sm',
    'placeholder:text-espresso-300 disabled:cursor-not-allowed disabled:bg-cream-100',
    invalid ? 'border-cherry-500' : 'border-espresso-200 hover:border-espresso-300',
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input className={cn(inputClasses(invalid), className)} {...props} />;
}

export interface FieldProps extends ComponentProps<'input'> {
  /** The visible <label> text, also the accessible name of the input. */
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A labelled input with its hint and error message wired up for assistive technology. */
export function Field({ label, error, hint, id, containerClassName, ...props }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={inputId} className="text-sm font-medium text-espresso-800">
        {label}
      </label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-espresso-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-cherry-700">
          {error}
        </p>
      )}
    </div>
  );
}
