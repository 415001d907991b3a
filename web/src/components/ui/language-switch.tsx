import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  type Locale,
  languageOf,
  localizedPath,
  toLocale,
} from '@ikawa/contracts/i18n';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Remembers the visitor's language for the next visit (server/src/plugins/static.ts reads it on `/`). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

function rememberedLocale(): string | undefined {
  return document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

const otherLocale = (locale: Locale): Locale => (locale === 'fr-CA' ? 'en-CA' : 'fr-CA');

/**
 * The address of the page being shown, in the other language: the same page, filters and
 * anchor (the cart lives in the browser's storage, so it follows).
 */
function useOtherLanguagePage(): { locale: Locale; href: string } {
  const { pathname, search, hash } = useLocation();
  const locale = otherLocale(useLocale());
  return { locale, href: `${localizedPath(locale, pathname)}${search}${hash}` };
}

/**
 * "Français" on English pages, "English" on French ones: a plain link to the same page in the
 * other language (a page load: the other language's words come with it), remembered in a cookie.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { locale, href } = useOtherLanguagePage();
  const name = LOCALE_NAMES[locale];
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={languageOf(locale)}
      onClick={() => rememberLocale(locale)}
      // Narrow headers show the language's two letters; the link's name says both (its visible
      // text must be part of its name for voice control, and axe ignores words in parentheses).
      aria-label={compact ? `${name}, ${languageOf(locale).toUpperCase()}` : undefined}
      className={cn('min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium', className)}
    >
      <Languages aria-hidden="true" className="size-4" />
      {compact ? languageOf(locale).toUpperCase() : name}
    </a>
  );
}

/**
 * A first visit is never redirected by the browser's language (search engines and shared links
 * must get the page they asked for), but a visitor whose browser prefers the other language is
 * offered it once, by the language's own name; choosing or closing remembers the choice.
 */
export function LanguageOffer() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const current = useLocale();
  const { locale, href } = useOtherLanguagePage();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || rememberedLocale()) return null;
  const preferred = navigator.languages.map((tag) => toLocale(tag)).find(Boolean);
  if (preferred !== locale) return null;
  const close = () => {
    rememberLocale(current);
    setClosed(true);
  };
  return (
    // Fixed at the bottom of the screen: shown once the app runs, it must not push the page down
    // (a layout shift under the reader's finger, and Lighthouse's CLS).
    <aside
      aria-label={t`Language`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-espresso-100 bg-cream-100 text-sm text-espresso-800 shadow-lift"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] sm:px-6 lg:px-8">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1">
          <Trans>This page is also available in another language:</Trans>{' '}
          <a
            href={href}
            hrefLang={locale}
            lang={languageOf(locale)}
            onClick={() => rememberLocale(locale)}
            className="font-semibold underline"
          >
            {LOCALE_NAMES[locale]}
          </a>
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={t`Close`}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
