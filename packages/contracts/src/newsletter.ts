import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { IdSchema, PageNumberSchema, PageSizeSchema, PageInfoSchema, TimestampSchema } from './common';
import { EmailSchema, LocaleSchema } from './users';
import { LINK_INVALID, LINK_TOKEN_MISSING, ONE_LINE, ONE_LINE_PATTERN } from './validation-messages';

// The consent wording lives apart from the schemas, so the newsletter form can show it without them.
export { NEWSLETTER_CONSENT, NEWSLETTER_CONSENT_MESSAGE } from './newsletter-consent';

const CONSENT_VERSION_MESSAGE = text(
  /*i18n*/ { id: 'validation.consentVersion.integer', message: 'Consent version must be a whole number' },
);

export const NewsletterInputSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(ONE_LINE_PATTERN, ONE_LINE)
    .max(
      100,
      text(
        /*i18n*/ {
          id: 'validation.newsletterName.tooLong',
          message: 'Name must be at most {max, number} characters',
          values: { max: 100 },
        },
      ),
    )
    .optional(),
  email: EmailSchema,
  /** The version of the consent wording the form showed (`NEWSLETTER_CONSENT.version`). */
  consentVersion: z
    .number({ error: CONSENT_VERSION_MESSAGE })
    .int(CONSENT_VERSION_MESSAGE)
    .positive(CONSENT_VERSION_MESSAGE),
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
    .string({
      error: LINK_TOKEN_MISSING,
    })
    .trim()
    .min(16, LINK_INVALID)
    .max(128, LINK_INVALID),
});

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_MESSAGES: Record<NewsletterStatus, Message> = {
  pending: /*i18n*/ { id: 'newsletter.status.pending', message: 'Waiting for confirmation' },
  subscribed: /*i18n*/ { id: 'newsletter.status.subscribed', message: 'Subscribed' },
  unsubscribed: /*i18n*/ { id: 'newsletter.status.unsubscribed', message: 'Unsubscribed' },
};
export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> =
  englishOf(NEWSLETTER_STATUS_MESSAGES);

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
  pageSize: PageSizeSchema.default(20),
  status: z
    .enum(['all', ...NEWSLETTER_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.newsletterStatus.unknown',
          message: 'Status must be one of all, {statuses}',
          values: { statuses: NEWSLETTER_STATUSES.join(', ') },
        },
      ),
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

export const NEWSLETTER_MESSAGE_DESCRIPTORS = {
  subscribed: /*i18n*/ {
    id: 'newsletter.subscribed',
    message: 'Almost there! Check your inbox and follow the link to confirm your subscription.',
  },
  alreadySubscribed: /*i18n*/ {
    id: 'newsletter.alreadySubscribed',
    message: 'You are already subscribed. Thank you!',
  },
  confirmed: /*i18n*/ {
    id: 'newsletter.confirmed',
    message: 'Your subscription is confirmed. Fresh news from the hills of Burundi is on its way.',
  },
  unsubscribed: /*i18n*/ {
    id: 'newsletter.unsubscribed',
    message: 'You are unsubscribed. You will receive no more newsletters from us.',
  },
  invalidLink: /*i18n*/ {
    id: 'newsletter.invalidLink',
    message: 'This link is not valid or has already been used.',
  },
  unknownConsentVersion: /*i18n*/ {
    id: 'newsletter.unknownConsentVersion',
    message: 'This form is out of date. Please reload the page and try again.',
  },
  loadFailed: /*i18n*/ { id: 'newsletter.loadFailed', message: 'Error Loading Subscribers' },
  empty: /*i18n*/ { id: 'newsletter.empty', message: 'No subscribers yet.' },
} satisfies Record<string, Message>;
export const NEWSLETTER_MESSAGES = englishOf(NEWSLETTER_MESSAGE_DESCRIPTORS);
