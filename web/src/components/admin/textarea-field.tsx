import type { ComponentProps, ReactNode } from 'react';
import { inputClasses, LabeledControl } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A labelled multi-line input with its hint and error wired up for assistive technology. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  containerClassName,
  className,
  ...props
}: TextareaFieldProps) {
  return (
    <LabeledControl label={label} error={error} hint={hint} id={id} containerClassName={containerClassName}>
      {(a11y) => (
        <textarea
          {...a11y}
          className={cn(inputClasses(Boolean(error)), 'min-h-24 resize-y', className)}
          {...props}
        />
      )}
    </LabeledControl>
  );
}
