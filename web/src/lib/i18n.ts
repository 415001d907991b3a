import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromPath } from '@ikawa/contracts/i18n';

/**
 * The page's language and its catalogs (README "Languages"). One `I18n` per app: the browser
 * makes one for the page, the server one per rendered page (it renders several languages at
 * once, so nothing here is a global). Components read it through Lingui's `useLingui`.
 */

/** The shop's two languages, and the pseudo-locale the browser tests render (never offered). */
export type UiLocale = Locale | 'pseudo';
export const PSEUDO_LOCALE = 'pseudo';

/** The parts of the web app's catalogs (web/lingui.config.ts). */
export type CatalogPart = 'storefront' | 'areas';

type CatalogModule = Promise<{ messages: Messages }>;

// Written out so the build makes one file per language and part: a French visitor never
// downloads the English words, and the storefront never the admin's.
const CATALOGS: Record<UiLocale, Record<CatalogPart, () => CatalogModule>> = {
  'en-CA': {
    storefront: () => import('@/locales/en-CA/storefront'),
    areas: () => import('@/locales/en-CA/areas'),
  },
  'fr-CA': {
    storefront: () => import('@/locales/fr-CA/storefront'),
    areas: () => import('@/locales/fr-CA/areas'),
  },
  pseudo: {
    storefront: () => import('@/locales/pseudo/storefront'),
    areas: () => import('@/locales/pseudo/areas'),
  },
};

export function isUiLocale(value: unknown): value is UiLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/** The locale money, dates and numbers are written in: the pseudo-locale writes them in English. */
export function formattingLocale(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** French pages are under `/fr`: the router's basename, so every link of the app stays in it. */
export function basenameFor(locale: UiLocale): string | undefined {
  return locale === 'fr-CA' ? '/fr' : undefined;
}

/**
 * The language the server chose for this page (`<html data-locale>`, written with the page),
 * else the one its address names (the Vite development server writes no attribute).
 */
export function pageLocale(): UiLocale {
  const written = document.documentElement.dataset.locale;
  return isUiLocale(written) ? written : localeFromPath(window.location.pathname);
}

const loaded = new WeakMap<I18n, Set<CatalogPart>>();

/** Loads a part of the catalog into `i18n` (once) and activates its language again. */
export async function loadCatalog(i18n: I18n, part: CatalogPart): Promise<void> {
  const parts = loaded.get(i18n) ?? new Set<CatalogPart>();
  loaded.set(i18n, parts);
  if (parts.has(part)) return;
  const locale = i18n.locale as UiLocale;
  const { messages } = await CATALOGS[locale][part]();
  i18n.load(locale, messages);
  parts.add(part);
  // Activating again tells `I18nProvider` to render with the new messages.
  i18n.activate(locale);
}

/** A page's `I18n`, active in `locale`, with the given parts of its catalog. */
export async function createI18n(locale: UiLocale, parts: CatalogPart[] = ['storefront']): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await Promise.all(parts.map((part) => loadCatalog(i18n, part)));
  return i18n;
}
