import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LOCALE_NAMES, type Locale, languageOf } from '@ikawa/contracts/i18n';
import { TextareaField } from '@/components/admin/textarea-field';
import { Field } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import type { ProductFormValues } from './product-form';

/** The language of the texts a tab holds. */
export type TextsTab = Locale;
const TABS: readonly TextsTab[] = ['en-CA', 'fr-CA'];

/** The tab holding the first of these fields with an error (English first, as on screen), if any. */
export function tabHoldingError(fields: readonly string[]): TextsTab | null {
  if (fields.some((field) => field === 'name' || field === 'description')) return 'en-CA';
  if (fields.some((field) => field.startsWith('translations'))) return 'fr-CA';
  return null;
}

interface ProductTextsTabsProps {
  tab: TextsTab;
  onTab: (tab: TextsTab) => void;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** A tab's name: the language in its own words, and a mark while a field in it has an error. */
function TabLabel({ locale, hasError }: { locale: TextsTab; hasError: boolean }) {
  return (
    <>
      {/* Each language is named in itself, as the language switch names it. */}
      <span lang={languageOf(locale)}>{LOCALE_NAMES[locale]}</span>
      {hasError && (
        <>
          {' '}
          <CircleAlert aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>(has an error)</Trans>
          </span>
        </>
      )}
    </>
  );
}

/**
 * The product's name and description in English (required, the shop's source language) and in
 * French (optional): one tab per language, both kept mounted so the form sends both.
 */
export function ProductTextsTabs({ tab, onTab, register, errors }: ProductTextsTabsProps) {
  const { t } = useLingui();
  const french = errors.translations?.['fr-CA'];
  const hasError: Record<TextsTab, boolean> = {
    'en-CA': Boolean(errors.name || errors.description),
    'fr-CA': Boolean(french),
  };
  return (
    <div>
      <Tabs
        label={t`Language of the name and description`}
        items={TABS.map((locale) => ({
          value: locale,
          label: <TabLabel locale={locale} hasError={hasError[locale]} />,
        }))}
        selected={tab}
        onSelect={onTab}
        keepMounted
        focusablePanel={false}
        panelClassName="mt-4 flex flex-col gap-4"
      >
        {(locale) =>
          locale === 'en-CA' ? (
            <>
              <Field
                label={t`Name`}
                autoComplete="off"
                data-autofocus
                error={errors.name?.message}
                {...register('name')}
              />
              <TextareaField
                label={t`Description`}
                rows={4}
                error={errors.description?.message}
                {...register('description')}
              />
            </>
          ) : (
            <>
              <Field
                label={t`Name in French`}
                lang="fr"
                autoComplete="off"
                hint={t`Optional. Left empty, French readers see the English name.`}
                error={french?.name?.message}
                {...register('translations.fr-CA.name')}
              />
              <TextareaField
                label={t`Description in French`}
                lang="fr"
                rows={4}
                hint={t`Optional. Left empty, French readers see the English description.`}
                error={french?.description?.message}
                {...register('translations.fr-CA.description')}
              />
            </>
          )
        }
      </Tabs>
    </div>
  );
}
