/**
 * The contracts' texts as Lingui messages, without Lingui's macros (the server runs these files
 * with tsx and tsup, which do not expand them).
 *
 * Every text is written once, as a descriptor: `/*i18n*\/ { id: 'validation.email.required',
 * message: 'Email is required' }`. The `/*i18n*\/` comment is what `lingui extract` looks for, so
 * the message lands in this package's catalogs (`lingui.config.ts`), where French is written.
 *
 * - Validation messages: zod wants a plain string, and every reader of an error still reads
 *   English. `text(descriptor)` gives zod the English sentence and remembers the descriptor by
 *   that sentence; whoever shows the error in another language calls
 *   `translateText(i18n, issue.message)`, which finds the descriptor again and asks the reader's
 *   `i18n._` for it (an English text nobody registered comes back as it is).
 * - A number inside a message is an ICU placeholder (`'At most {max, number} characters'`) and
 *   the descriptor carries its value (`values: { max: 2000 }`): `text()` registers the sentence
 *   as written with that value, and the translation formats the number in the reader's locale
 *   (fr-CA "2 000"). Each constant gives one registered sentence, so no pattern matching is needed.
 * - Labels and sentences (`PRODUCT_TYPE_MESSAGES`, `paymentMessage(…)`) are descriptors too; the
 *   old English exports are derived from them with `english()`, so the wording exists once.
 *
 * `english()` is a tiny formatter of the ICU the contracts use: `{name}`, `{name, number}`,
 * `{name, select, …}` and `{name, plural, one {…} other {…}}` with `#` (English plural rules). It is not a full ICU
 * implementation; a message needing more belongs in the reader's own Lingui code.
 */

import type { MessageDescriptor } from './i18n';

export type { MessageDescriptor };

/** The values of a message's placeholders. */
export type MessageValues = Record<string, unknown>;

/** A descriptor whose English text is known (Lingui's own type has `message` optional). */
export interface Message extends MessageDescriptor {
  message: string;
}

/**
 * What translates a descriptor in the reader's language: Lingui's `I18n` fits, and so does any
 * object with its `_` method (the contracts do not depend on Lingui).
 */
export interface Translator {
  _(descriptor: MessageDescriptor): string;
}

const registry = new Map<string, Message>();

/**
 * Sentences made from what a visitor typed (`transientText`): kept only long enough to be
 * translated in the same request or render, and at most this many, so input cannot grow memory.
 */
const TRANSIENT_LIMIT = 1000;
const transient = new Map<string, Message>();

/**
 * A value whose words depend on the reader's language (a country's name): `localize` gives them
 * in a locale, `toString` in English.
 */
export interface Localizable {
  localize(locale: string): string;
  toString(): string;
}

export const isLocalizable = (value: unknown): value is Localizable =>
  typeof value === 'object' && value !== null && typeof (value as Localizable).localize === 'function';

/** The values with every `Localizable` written in `locale`. */
export function localizeValues(values: MessageValues | undefined, locale: string): MessageValues | undefined {
  if (!values || !Object.values(values).some(isLocalizable)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      isLocalizable(value) ? value.localize(locale) : value,
    ]),
  );
}

/**
 * A validation message for zod: the English text, with the descriptor remembered by it so that
 * `translateText` can translate it later.
 */
export function text(descriptor: Message): string {
  const sentence = english(descriptor);
  registry.set(sentence, descriptor);
  return sentence;
}

/**
 * `text()` for a sentence holding what was typed (a postal code): remembered among the last
 * `TRANSIENT_LIMIT` only, since each new input would otherwise be kept for ever.
 */
export function transientText(descriptor: Message): string {
  const sentence = english(descriptor);
  if (registry.has(sentence)) return sentence;
  transient.delete(sentence);
  transient.set(sentence, descriptor);
  if (transient.size > TRANSIENT_LIMIT) transient.delete(transient.keys().next().value as string);
  return sentence;
}

/**
 * The translation of a message registered with `text()`, found by its English text, in the
 * language of `i18n`; `values` replace the registered ones. A text nobody registered (a message
 * of zod itself, a server's own sentence) comes back unchanged.
 */
export function translateText(
  i18n: Translator & { locale?: string },
  sentence: string,
  values?: MessageValues,
): string {
  const descriptor = registry.get(sentence) ?? transient.get(sentence);
  if (!descriptor) return sentence;
  const all = values ? { ...descriptor.values, ...values } : descriptor.values;
  const localized = localizeValues(all, i18n.locale ?? 'en-CA');
  return i18n._(localized === descriptor.values ? descriptor : { ...descriptor, values: localized });
}

/** Every message registered so far (the tests check each has a French translation). */
export function registeredMessages(): Message[] {
  return [...registry.values()];
}

/** A descriptor with values, for a reader that translates it with `i18n._(descriptor)`. */
export function withValues(descriptor: Message, values: MessageValues): Message {
  return { ...descriptor, values };
}

const numberFormat = new Intl.NumberFormat('en-CA');
const pluralRules = new Intl.PluralRules('en-CA');

function show(value: unknown): string {
  return value === undefined || value === null ? '' : String(value as string | number);
}

/** The index of the brace closing the one opened at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${message}`);
}

/** `one {…} other {…} =0 {…}` (or a select's cases) → the branches by key. */
function pluralBranches(body: string): Record<string, string> {
  const branches: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const key = body.slice(i, open).trim();
    const close = closingBrace(body, open);
    branches[key] = body.slice(open + 1, close);
    i = close + 1;
  }
  return branches;
}

function format(message: string, values: MessageValues, count?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i]!;
    if (char === '#' && count !== undefined) {
      out += numberFormat.format(count);
      i++;
      continue;
    }
    if (char !== '{') {
      out += char;
      i++;
      continue;
    }
    const close = closingBrace(message, i);
    const inner = message.slice(i + 1, close);
    const [name = '', type, ...rest] = inner.split(',');
    const value = values[name.trim()];
    const kind = type?.trim();
    if (kind === 'select') {
      const branches = pluralBranches(rest.join(','));
      out += format(branches[show(value)] ?? branches.other ?? '', values, count);
    } else if (kind === 'plural') {
      const n = Number(value);
      const branches = pluralBranches(rest.join(','));
      const branch = branches[`=${n}`] ?? branches[pluralRules.select(n)] ?? branches.other ?? '';
      out += format(branch, values, n);
    } else if (kind === 'number') {
      out += numberFormat.format(Number(value));
    } else {
      out += show(value);
    }
    i = close + 1;
  }
  return out;
}

/** A descriptor's English text with its values filled in (the contracts' own exports use it). */
export function english(descriptor: MessageDescriptor): string {
  return format(descriptor.message ?? descriptor.id, descriptor.values ?? {});
}

type EnglishOf<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => MessageDescriptor ? (...args: A) => string : string;
};

/**
 * The English version of a table of descriptors: each descriptor becomes its text, each function
 * giving a descriptor becomes a function giving its text (the old `*_MESSAGES` exports).
 */
export function englishOf<
  T extends Record<string, MessageDescriptor | ((...args: never[]) => MessageDescriptor)>,
>(table: T): EnglishOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, entry]) => [
      key,
      typeof entry === 'function'
        ? (...args: never[]) => english((entry as (...a: never[]) => MessageDescriptor)(...args))
        : english(entry),
    ]),
  ) as EnglishOf<T>;
}
