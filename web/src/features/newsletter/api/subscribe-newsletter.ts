import { useMutation } from '@tanstack/react-query';
import {
  type NewsletterInput,
  type NewsletterResponse,
  NewsletterResponseSchema,
} from '@ikawa/contracts/newsletter';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** POST /newsletter: 201 for a new subscriber, 200 with `alreadySubscribed` for a known address. */
export function subscribeNewsletter(input: NewsletterInput): Promise<NewsletterResponse> {
  return api.post(apiPaths.newsletter, input, NewsletterResponseSchema);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
