import { NewsletterLink } from '@/features/newsletter/components/newsletter-link';

export function NewsletterConfirmRoute() {
  return <NewsletterLink action="confirm" />;
}

export function NewsletterUnsubscribeRoute() {
  return <NewsletterLink action="unsubscribe" />;
}
