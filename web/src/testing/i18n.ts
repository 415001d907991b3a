import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { UiLocale } from '@/lib/i18n';

const WEB = import.meta.glob<{ messages: Messages }>('../locales/*/*.ts', { eager: true });
const CONTRACTS = import.meta.glob<{ messages: Messages }>('../../../packages/contracts/src/locales/*/*.ts', {
  eager: true,
});

function allMessages(locale: string): Messages {
  const files = [...Object.entries(CONTRACTS), ...Object.entries(WEB)].filter(([file]) =>
    file.includes(`/locales/${locale}/`),
  );
  return Object.assign({}, ...files.map(([, module]) => module.messages)) as Messages;
}

/** An `I18n` with every part of the catalog of a language, as a page has once all are loaded. */
export function testI18n(locale: Exclude<UiLocale, 'pseudo'> = 'en-CA'): I18n {
  return setupI18n({ locale, messages: { [locale]: allMessages(locale) } });
}
