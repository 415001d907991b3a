import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { TimestampSchema } from './common';
import { LOCALES } from './i18n';
import { LocaleSchema } from './users';

/** The shop's policy pages, each at `/<slug>`. */
export const POLICY_SLUGS = ['privacy', 'terms', 'shipping', 'returns'] as const;
export const PolicySlugSchema = z.enum(POLICY_SLUGS, {
  error: text(/*i18n*/ { id: 'validation.policySlug.unknown', message: 'Unknown page' }),
});
export type PolicySlug = z.infer<typeof PolicySlugSchema>;

export const POLICY_TITLE_MESSAGES: Record<PolicySlug, Message> = {
  privacy: /*i18n*/ { id: 'policy.title.privacy', message: 'Privacy Policy' },
  terms: /*i18n*/ { id: 'policy.title.terms', message: 'Terms of Service' },
  shipping: /*i18n*/ { id: 'policy.title.shipping', message: 'Shipping Policy' },
  returns: /*i18n*/ { id: 'policy.title.returns', message: 'Returns' },
};
export const POLICY_TITLES: Record<PolicySlug, string> = englishOf(POLICY_TITLE_MESSAGES);

export const POLICY_BODY_MAX = 20_000;

/**
 * A page's text is Markdown; the web renders it without raw HTML. Each page is written in each
 * language: the saved text, or the shop's starting text in that language.
 */
export const PolicyPageSchema = z.object({
  slug: PolicySlugSchema,
  locale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  updatedAt: TimestampSchema.nullable(),
});
export type PolicyPage = z.infer<typeof PolicyPageSchema>;

export const PolicyPageResponseSchema = z.object({ status: z.literal('success'), data: PolicyPageSchema });
export const PolicyPagesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(PolicyPageSchema),
});

export const UpdatePolicyPageInputSchema = z.object({
  /** The language of the text saved; English when left out. */
  locale: LocaleSchema.default('en-CA'),
  title: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.title.required', message: 'Title is required' }))
    .max(
      100,
      text(
        /*i18n*/ {
          id: 'validation.text.atMost',
          message: 'At most {max, number} characters',
          values: { max: 100 },
        },
      ),
    ),
  body: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.page.body.required', message: 'Write the page first' }))
    .max(
      POLICY_BODY_MAX,
      text(
        /*i18n*/ {
          id: 'validation.text.atMost',
          message: 'At most {max, number} characters',
          values: { max: POLICY_BODY_MAX },
        },
      ),
    ),
});
export type UpdatePolicyPageInput = z.input<typeof UpdatePolicyPageInputSchema>;
