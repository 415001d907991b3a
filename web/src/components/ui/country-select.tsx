import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { COUNTRY_CODES, countryName, sortCountries } from '@ikawa/contracts/country-names';
import { inputClasses, LabeledControl } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface CountrySelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The visible label, also the select's accessible name ("Country" when left out). */
  label?: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  /** The codes offered (a customer's address: the shop's shipping countries); every country when left out. */
  countries?: readonly string[];
  /** Offers an empty first choice with this text, for a form with no country chosen yet. */
  placeholder?: string;
}

/**
 * The country of an address, by ISO code: a native labelled select (phones' pickers, typing a
 * name's first letters to jump to it), Canada first, then the others by their name in the page's
 * language. The names come from the browser's own table (`Intl.DisplayNames`).
 */
export function CountrySelect({
  label,
  error,
  hint,
  id,
  containerClassName,
  countries,
  placeholder,
  className,
  ...props
}: CountrySelectProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const options = useMemo(
    () =>
      sortCountries(countries ?? COUNTRY_CODES, locale).map((code) => ({
        code,
        name: countryName(code, locale),
      })),
    [countries, locale],
  );
  return (
    <LabeledControl
      label={label ?? t`Country`}
      error={error}
      hint={hint}
      id={id}
      containerClassName={containerClassName}
    >
      {(a11y) => (
        <div className={cn('relative', className)}>
          <select
            autoComplete="country"
            className={cn(inputClasses(Boolean(error)), 'cursor-pointer appearance-none pr-10')}
            {...a11y}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-espresso-500"
          />
        </div>
      )}
    </LabeledControl>
  );
}
