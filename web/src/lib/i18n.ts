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

/**
 * The parts of the catalogs a page loads: the web app's (web/lingui.config.ts), and `contracts`,
 * the contracts' words beyond what the storefront's pages show (validation, sign-in, payments,
 * policy titles: packages/contracts/lingui.config.ts).
 */
export type CatalogPart =
  | 'storefront'
  | 'catalogue'
  | 'product'
  | 'info'
  | 'page-head'
  | 'account'
  | 'checkout'
  | 'admin'
  | 'admin-settings'
  | 'delivery'
  | 'contracts';

/** What the pages outside the storefront (account, admin, courier) load before they render. */
export const AREA_PARTS: CatalogPart[] = ['account', 'checkout', 'admin', 'admin-settings', 'delivery'];

type CatalogModule = { messages: Messages };

// One file per language and part: a French visitor never downloads the English words, and the
// storefront never the admin's.
const WEB = import.meta.glob<CatalogModule>('../locales/*/*.ts');
const CONTRACTS = import.meta.glob<CatalogModule>('../../../packages/contracts/src/locales/*/*.ts');

/**
 * The contracts' catalogs each part brings. A storefront page shows only their `display` words
 * (product types, prices, store hours); the rest (`contracts`, as large as the storefront's own)
 * comes with the parts that hold forms, payments and the areas' pages.
 */
const CONTRACT_CATALOGS: Record<CatalogPart, ('display' | 'contracts')[]> = {
  storefront: ['display'],
  catalogue: [],
  product: [],
  info: [],
  'page-head': [],
  account: ['contracts'],
  checkout: ['contracts'],
  admin: ['contracts'],
  'admin-settings': ['contracts'],
  delivery: ['contracts'],
  contracts: ['contracts'],
};

function catalogFiles(locale: UiLocale, part: CatalogPart): (() => Promise<CatalogModule>)[] {
  const web = part === 'contracts' ? [] : [WEB[`../locales/${locale}/${part}.ts`]];
  const contracts = CONTRACT_CATALOGS[part].map(
    (name) => CONTRACTS[`../../../packages/contracts/src/locales/${locale}/${name}.ts`],
  );
  if (web.some((load) => load === undefined)) throw new Error(`No ${part} catalog for ${locale}`);
  return [...web, ...contracts].filter((load) => load !== undefined);
}

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

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Loads parts of the catalog into `i18n` (each once) and activates its language again. The same
 * request answers with the same promise object every time: `use` suspends on a promise it has not
 * seen, so a new one per render would hide a component on every update and drop its focus.
 */
export function loadCatalog(i18n: I18n, parts: CatalogPart | CatalogPart[]): Promise<void> {
  const started = loading.get(i18n) ?? new Map<string, Promise<void>>();
  loading.set(i18n, started);
  const list = Array.isArray(parts) ? parts : [parts];
  const key = list.join(' ');
  const known = started.get(key);
  if (known) return known;
  const promise =
    list.length === 1
      ? loadPart(i18n, list[0] as CatalogPart)
      : Promise.all(list.map((part) => loadCatalog(i18n, part))).then(() => undefined);
  started.set(key, promise);
  return promise;
}

async function loadPart(i18n: I18n, part: CatalogPart): Promise<void> {
  const locale = i18n.locale as UiLocale;
  const modules = await Promise.all(catalogFiles(locale, part).map((load) => load()));
  for (const { messages } of modules) i18n.load(locale, messages);
  // Activating again tells `I18nProvider` to render with the new messages.
  i18n.activate(locale);
}

/** A page's `I18n`, active in `locale`, with the given parts of its catalog. */
export async function createI18n(locale: UiLocale, parts: CatalogPart[] = ['storefront']): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await loadCatalog(i18n, parts);
  return i18n;
}
