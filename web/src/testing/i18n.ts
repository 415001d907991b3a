import { type I18n, setupI18n } from '@lingui/core';
import { messages as enAreas } from '@/locales/en-CA/areas';
import { messages as enStorefront } from '@/locales/en-CA/storefront';
import { messages as frAreas } from '@/locales/fr-CA/areas';
import { messages as frStorefront } from '@/locales/fr-CA/storefront';
import type { UiLocale } from '@/lib/i18n';

const MESSAGES = {
  'en-CA': { ...enStorefront, ...enAreas },
  'fr-CA': { ...frStorefront, ...frAreas },
};

/** An `I18n` with every part of the catalog of a language, as a page has once all are loaded. */
export function testI18n(locale: Exclude<UiLocale, 'pseudo'> = 'en-CA'): I18n {
  return setupI18n({ locale, messages: { [locale]: MESSAGES[locale] } });
}
