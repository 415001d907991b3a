import type { MessageDescriptor } from '@ikawa/contracts/i18n';

/**
 * The sentences successful answers carry for the person to read (`message`), translated into the
 * request's language by the route. The English is the contracts' (`*_MESSAGES`) wording.
 */
export const ANSWERS = {
  resetSent: /*i18n*/ {
    id: 'answer.auth.resetSent',
    message:
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.',
  },
  resetDone: /*i18n*/ {
    id: 'answer.auth.resetDone',
    message: 'Your password is changed. Please sign in with the new one.',
  },
  receiptLinksRevoked: /*i18n*/ {
    id: 'answer.receipt.linksRevoked',
    message: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
  },
  newsletterSubscribed: /*i18n*/ {
    id: 'answer.newsletter.subscribed',
    message: 'Almost there! Check your inbox and follow the link to confirm your subscription.',
  },
  newsletterAlreadySubscribed: /*i18n*/ {
    id: 'answer.newsletter.alreadySubscribed',
    message: 'You are already subscribed. Thank you!',
  },
  newsletterConfirmed: /*i18n*/ {
    id: 'answer.newsletter.confirmed',
    message: 'Your subscription is confirmed. Fresh news from the hills of Burundi is on its way.',
  },
  newsletterUnsubscribed: /*i18n*/ {
    id: 'answer.newsletter.unsubscribed',
    message: 'You are unsubscribed. You will receive no more newsletters from us.',
  },
} satisfies Record<string, MessageDescriptor>;
