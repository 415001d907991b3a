import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageDescriptor } from '@ikawa/contracts/i18n';
import { formatPrice } from '@ikawa/contracts/display';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as contractsEn } from '@ikawa/contracts/locales/en-CA/contracts';
import { messages as displayEn } from '@ikawa/contracts/locales/en-CA/display';
import { messages as contractsFr } from '@ikawa/contracts/locales/fr-CA/contracts';
import { messages as displayFr } from '@ikawa/contracts/locales/fr-CA/display';
import { isLocalizable, translateText } from '@ikawa/contracts/messages';
import { messages as serverEn } from '../locales/en-CA/messages';
import { messages as serverFr } from '../locales/fr-CA/messages';

/** The contracts' own catalogs (labels, validation and sentence descriptors of `@ikawa/contracts`). */
const CONTRACTS_CATALOGS: Record<Locale, Messages[]> = {
  'en-CA': [displayEn, contractsEn],
  'fr-CA': [displayFr, contractsFr],
};

const SERVER_CATALOGS: Record<Locale, Messages> = { 'en-CA': serverEn, 'fr-CA': serverFr };

/** A text for a reader: a fixed sentence (kept for the few not translated yet) or a descriptor. */
export type Text = string | MessageDescriptor;

const instances = new Map<Locale, I18n>();

/**
 * An activated Lingui `I18n` for one language, built once and shared: the server answers many
 * languages at once, so nothing reads a global active locale.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // The server's catalog last: its ids win over a contracts id spelled the same.
    const messages = Object.assign({}, ...CONTRACTS_CATALOGS[locale], SERVER_CATALOGS[locale]) as Messages;
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // A descriptor missing from the catalogs (a contracts text before its catalog is loaded) is
    // compiled from its English so its placeholders still fill in, in production too.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Every locale's `I18n`, for tests and warm-up. */
export const allI18n = (): I18n[] => LOCALES.map((locale) => i18nFor(locale));

/** An amount of dollars among a message's values: written in the reader's money format. */
export class Money {
  constructor(readonly amount: number) {}
}
export const money = (amount: number) => new Money(amount);

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** Values whose wording depends on the language (money, dates, countries) written in that language. */
function localValues(locale: Locale, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Money) out[key] = formatPrice(value.amount, locale);
    else if (isLocalizable(value)) out[key] = value.localize(locale);
    else if (isDescriptor(value)) out[key] = translate(locale, value);
    else if (value instanceof Date)
      out[key] = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(value);
    else out[key] = value;
  }
  return out;
}

/** The text in a language: a descriptor through the catalog, a plain string as it is. */
export function translate(
  locale: Locale = DEFAULT_LOCALE,
  text: Text,
  values?: Record<string, unknown>,
): string {
  if (typeof text === 'string') return text;
  const all = localValues(locale, { ...text.values, ...values });
  return i18nFor(locale)._(text.id, all, { message: text.message });
}

/**
 * A validation sentence of the contracts' schemas (English, as zod gives it) in a language: the
 * contracts keep the table from each English sentence to its descriptor (`translateText`); a
 * sentence nobody registered is answered as it is.
 */
export function translateValidation(locale: Locale, english: string): string {
  return translateText(i18nFor(locale), english);
}
