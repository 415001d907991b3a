import type { Message } from './messages';

/**
 * The wording the newsletter form shows beside its button, and its version. The server keeps
 * every version's text (table `consent_wordings`, docs/decisions/016-consent-wordings.md) and
 * records the version the form sent with that text, never text from the client (Canada's
 * anti-spam law asks for a record of what the person agreed to). A new wording gets a new
 * version here and a migration adding it to the table.
 */
export const NEWSLETTER_CONSENT_MESSAGE: Message = /*i18n*/ {
  id: 'newsletter.consent.v1',
  message: 'I agree to receive the Ikawa newsletter by e-mail. I can unsubscribe at any time with one click.',
  comment: 'A new wording needs a new version (and id): the shop records the text each person agreed to.',
};
export const NEWSLETTER_CONSENT = {
  version: 1,
  text: NEWSLETTER_CONSENT_MESSAGE.message,
} as const;
