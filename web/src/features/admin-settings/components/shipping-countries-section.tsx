import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { COUNTRY_CODES, countryName, sortCountries } from '@ikawa/contracts/country-names';
import { translateText } from '@ikawa/contracts/messages';
import type { UpdateSettingsInput } from '@ikawa/contracts/settings';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { useLocale } from '@/hooks/use-locale';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps, SettingsValues } from './settings-values';

interface ShippingCountriesSectionProps extends SettingsSectionProps {
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
  setValue: UseFormSetValue<SettingsValues>;
}

/**
 * The countries the shop delivers to (at least one): the only ones a customer's address may be
 * in. A delivery outside Canada is an export, zero-rated; the shop's own taxes stay Canada's.
 */
export function ShippingCountriesSection({ errors, control, setValue }: ShippingCountriesSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const watched = useWatch({ control, name: 'shippingCountries' });
  const chosen = useMemo(() => watched ?? [], [watched]);
  const [draft, setDraft] = useState('');
  const listId = useId();
  const error =
    errors.shippingCountries?.message ?? errors.shippingCountries?.find?.((item) => item)?.message;
  const others = useMemo(() => COUNTRY_CODES.filter((code) => !chosen.includes(code)), [chosen]);

  const change = (next: string[]) =>
    setValue('shippingCountries', next, { shouldDirty: true, shouldValidate: true });

  return (
    <SettingsSection
      title={t`Countries we ship to`}
      icon={Globe}
      description={t`Customers can only enter a delivery address in these countries. Deliveries outside Canada are exports: no Canadian sales tax.`}
    >
      <div className="flex flex-col gap-4">
        <p id={listId} className="text-sm font-medium text-espresso-900">
          <Trans>We ship to</Trans>
        </p>
        <ul
          aria-labelledby={listId}
          className="flex flex-col divide-y divide-espresso-100 rounded-xl ring-1 ring-espresso-100"
        >
          {sortCountries(chosen, locale).map((code) => {
            const name = countryName(code, locale);
            return (
              <li key={code} className="flex min-h-11 items-center justify-between gap-3 py-1 pl-3 text-sm">
                <span>{name}</span>
                {/* The last country stays: a shop that ships nowhere could take no order. */}
                {chosen.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Stop shipping to ${name}`}
                    onClick={() => change(chosen.filter((other) => other !== code))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {error && (
          <p role="alert" className="text-xs text-cherry-700">
            {translateText(i18n, error)}
          </p>
        )}
        <div className="flex items-end gap-2">
          <CountrySelect
            label={t`Add a country`}
            containerClassName="flex-1"
            countries={others}
            placeholder={t`Choose a country`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!draft}
            onClick={() => {
              change([...chosen, draft]);
              setDraft('');
            }}
          >
            <Trans>Add</Trans>
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
