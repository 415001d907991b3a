import { z } from 'zod';
import { EmailSchema } from './users';

export const NewsletterInputSchema = z.object({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  email: EmailSchema,
});
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>;

export const NewsletterResponseSchema = z.object({
  success: z.literal(true),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Fresh news from the hills of Burundi is on its way.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;
