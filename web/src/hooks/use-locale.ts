import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Locale } from '@ikawa/contracts/i18n';
import {
  formatDate,
  formatDateTime,
  formatDateWith,
  formatNumber,
  formatPercent,
  formatPrice,
  formatWeight,
} from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';

/** The page's locale for money, dates and numbers (the pseudo-locale writes them in English). */
export function useLocale(): Locale {
  return formattingLocale(useLingui().i18n.locale);
}

/** The formatters of `lib/format.ts` bound to the page's locale. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      price: (amount: number) => formatPrice(amount, locale),
      date: (value: string | Date) => formatDate(value, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
      dateWith: (value: string | Date, options: Intl.DateTimeFormatOptions) =>
        formatDateWith(value, locale, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      percent: (share: number, digits?: number) => formatPercent(share, locale, digits),
      weight: (kg: number) => formatWeight(kg, locale),
    }),
    [locale],
  );
}
