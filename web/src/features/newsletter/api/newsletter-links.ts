import { useMutation } from '@tanstack/react-query';
import { NewsletterActionResponseSchema } from '@ikawa/contracts/newsletter';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** The confirmation and one-click unsubscribe links of the newsletter e-mails (no sign-in). */
export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(
        action === 'confirm' ? apiPaths.newsletterConfirm : apiPaths.newsletterUnsubscribe,
        { token },
        NewsletterActionResponseSchema,
        { skipUnauthorizedHandling: true },
      ),
  });
}
