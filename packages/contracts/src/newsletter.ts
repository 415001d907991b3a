import { z } from './zod';
import { IdSchema, PageNumberSchema, PageInfoSchema, TimestampSchema } from './common';
import { EmailSchema, LocaleSchema } from './users';

/**
 * The wording the newsletter form shows beside its button, and its version. The server keeps
 * every version's text (table `consent_wordings`, docs/decisions/016-consent-wordings.md) and
 * records the version the form sent with that text, never text from the client (Canada's
 * anti-spam law asks for a record of what the person agreed to). A new wording gets a new
 * version here and a migration adding it to the table.
 */
export const NEWSLETTER_CONSENT = {
  version: 1,
  text: 'I agree to receive the Ikawa newsletter by e-mail. I can unsubscribe at any time with one click.',
} as const;

export const NewsletterInputSchema = z.object({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  email: EmailSchema,
  /** The version of the consent wording the form showed (`NEWSLETTER_CONSENT.version`). */
  consentVersion: z
    .number({ error: 'Consent version must be a whole number' })
    .int('Consent version must be a whole number')
    .positive('Consent version must be a whole number'),
  /** The language of the page the form was on (the subscriber's e-mails); else Accept-Language. */
  locale: LocaleSchema.optional(),
});
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>;

export const NewsletterResponseSchema = z.object({
  success: z.literal(true),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

export const NewsletterTokenSchema = z.object({
  token: z
    .string({ error: 'The link is missing its token' })
    .trim()
    .min(16, 'This link is not valid')
    .max(128, 'This link is not valid'),
});

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

export const SubscriberSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(NEWSLETTER_STATUSES),
  /** Null for records made before consent wordings had versions. */
  consentVersion: z.number().int().nullable(),
  consentText: z.string().nullable(),
  consentAt: TimestampSchema.nullable(),
  confirmedAt: TimestampSchema.nullable(),
  unsubscribedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListQuerySchema = z.object({
  page: PageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
  status: z
    .enum(['all', ...NEWSLETTER_STATUSES], {
      error: `Status must be one of all, ${NEWSLETTER_STATUSES.join(', ')}`,
    })
    .default('all'),
});
export type SubscriberListQuery = z.output<typeof SubscriberListQuerySchema>;

export const SubscriberListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(SubscriberSchema),
});
export type SubscriberListResponse = z.infer<typeof SubscriberListResponseSchema>;

export const NewsletterActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Almost there! Check your inbox and follow the link to confirm your subscription.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  confirmed: 'Your subscription is confirmed. Fresh news from the hills of Burundi is on its way.',
  unsubscribed: 'You are unsubscribed. You will receive no more newsletters from us.',
  invalidLink: 'This link is not valid or has already been used.',
  unknownConsentVersion: 'This form is out of date. Please reload the page and try again.',
  loadFailed: 'Error Loading Subscribers',
  empty: 'No subscribers yet.',
} as const;
