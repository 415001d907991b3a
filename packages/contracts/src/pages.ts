import { z } from './zod';
import { TimestampSchema } from './common';

/** Issue 17 §3: the shop's policy pages, each at `/<slug>`. */
export const POLICY_SLUGS = ['privacy', 'terms', 'shipping', 'returns'] as const;
export const PolicySlugSchema = z.enum(POLICY_SLUGS, { error: 'Unknown page' });
export type PolicySlug = z.infer<typeof PolicySlugSchema>;

export const POLICY_TITLES: Record<PolicySlug, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  shipping: 'Shipping Policy',
  returns: 'Returns',
};

export const POLICY_BODY_MAX = 20_000;

/** A page's text is Markdown; the web renders it without raw HTML. */
export const PolicyPageSchema = z.object({
  slug: PolicySlugSchema,
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
  title: z.string().trim().min(1, 'Title is required').max(100, 'At most 100 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'Write the page first')
    .max(POLICY_BODY_MAX, `At most ${POLICY_BODY_MAX.toLocaleString('en-US')} characters`),
});
export type UpdatePolicyPageInput = z.infer<typeof UpdatePolicyPageInputSchema>;
