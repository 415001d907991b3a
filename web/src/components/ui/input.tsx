import { useLingui } from '@lingui/react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { translateText } from '@ikawa/contracts/messages';
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

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabeledControlProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  containerClassName?: string;
  /** Renders the control (input, select, textarea) with the ids and ARIA it is given. */
  children: (a11y: ControlA11y) => ReactNode;
}

/** A label, a control, its hint and its error message, wired up for assistive technology. */
export function LabeledControl({
  label,
  error,
  hint,
  id,
  containerClassName,
  children,
}: LabeledControlProps) {
  const generatedId = useId();
  const { i18n } = useLingui();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={controlId} className="text-sm font-medium text-espresso-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-espresso-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-cherry-700">
          {/* The contracts' validation messages arrive in English from zod: said in the page's language. */}
          {translateText(i18n, error)}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and error message wired up for assistive technology. */
export function Field({ label, error, hint, id, containerClassName, ...props }: FieldProps) {
  return (
    <LabeledControl label={label} error={error} hint={hint} id={id} containerClassName={containerClassName}>
      {(a11y) => <Input {...a11y} {...props} />}
    </LabeledControl>
  );
}
