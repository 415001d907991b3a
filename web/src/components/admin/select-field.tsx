import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { inputClasses, LabeledControl } from '@/components/ui/input';
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
  return (
    <LabeledControl label={label} error={error} hint={hint} id={id} containerClassName={containerClassName}>
      {(a11y) => <Select {...a11y} {...props} />}
    </LabeledControl>
  );
}
