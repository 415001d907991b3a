/**
 * The shop's two languages and how a request or an address names one (README "Languages",
 * docs/decisions/017-languages-with-lingui.md). One `Locale` value drives the words, the money,
 * the dates and the address of every page; no module picks a language of its own.
 */

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a page without a prefix, of the e-mails of an account that never chose. */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The cookie that remembers the visitor's choice from the language switch. */
export const LOCALE_COOKIE = 'ikawa_locale';

/** French pages live under `/fr`; English pages where they always were. */
export const LOCALE_PREFIX: Record<Locale, string> = { 'en-CA': '', 'fr-CA': '/fr' };

/** The language's own name, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/** The two-letter language of a locale: `<html lang>` takes the whole tag, hreflang too. */
export function languageOf(locale: Locale): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale from a loose tag ("fr", "fr-FR", "FR-ca", "en-US"): its language decides. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return undefined;
}

/**
 * The language an `Accept-Language` header prefers among the shop's two, by its q-values (ties keep
 * the header's order); English when it names neither. Used for API error sentences and to offer the
 * other language, never to redirect a page.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.split(';');
    const locale = toLocale(tag);
    if (!locale) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The page's language from its path: `/fr` and below are French. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr-CA' : 'en-CA';
}

/** The path without its language prefix: `/fr/shop` → `/shop`, `/fr` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) === 'en-CA') return pathname;
  return pathname.slice(3) || '/';
}

/** A page's path in a language: `localizedPath('fr-CA', '/shop')` → `/fr/shop`, `/` → `/fr`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * A text to translate, as Lingui's catalogs know it. Shared code (these contracts, the server)
 * writes `/*i18n*\/ { id, message }` objects that `lingui extract` finds without its macros; the
 * reader translates with its own `i18n._(descriptor)` in the reader's language.
 */
export interface MessageDescriptor {
  id: string;
  message?: string;
  comment?: string;
  values?: Record<string, unknown>;
}
