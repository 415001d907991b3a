import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends ComponentProps<'select'> {
  options: readonly SelectOption[];
}

/** A native select styled like the inputs (native keeps phones' pickers and keyboard use). */
export function Select({ options, className, ...props }: SelectProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className={cn('relative', className)}>
      <select className={cn(inputClasses(invalid), 'cursor-pointer appearance-none pr-10')} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-espresso-500"
      />
    </div>
  );
}

interface SelectFieldProps extends SelectProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A labelled select with hint and error, wired like `Field`. */
export function SelectField({ label, error, hint, id, containerClassName, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={selectId} className="text-sm font-medium text-espresso-800">
        {label}
      </label>
      <Select
        id={selectId}
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
