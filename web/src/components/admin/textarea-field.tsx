import { type ComponentProps, useId } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  containerClassName?: string;
}

/** A labelled multi-line input with its error wired up for assistive technology. */
export function TextareaField({
  label,
  error,
  id,
  containerClassName,
  className,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={inputId} className="text-sm font-medium text-espresso-800">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClasses(Boolean(error)), 'min-h-24 resize-y', className)}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-cherry-700">
          {error}
        </p>
      )}
    </div>
  );
}
