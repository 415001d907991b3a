import type { MailKind } from '@ikawa/contracts/mail';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  NewsletterConfirm,
  newsletterConfirmSubject,
  PasswordReset,
  passwordResetSubject,
  Welcome,
  welcomeSubject,
} from './account-mails';
import {
  OrderCancelled,
  orderCancelledSubject,
  OrderConfirmation,
  orderConfirmationSubject,
  OrderRefunded,
  orderRefundedSubject,
  OrderStatus,
  orderStatusSubject,
  StaffLowStock,
  staffLowStockSubject,
  StaffNewOrder,
  staffNewOrderSubject,
  StaffPinLocked,
  staffPinLockedSubject,
} from './order-mails';
import type { MailData } from './types';
import {
  DeliveryMissed,
  deliveryMissedSubject,
  StaffDeliveryFailed,
  staffDeliveryFailedSubject,
} from './delivery-mails';

import {
  SubscriptionChanged,
  subscriptionChangedSubject,
  SubscriptionProblemMail,
  subscriptionProblemSubject,
  SubscriptionReminder,
  subscriptionReminderSubject,
} from './subscription-mails';

interface Template<K extends MailKind> {
  subject(data: MailData<K>): string;
  body(data: MailData<K>): ReactElement;
}

/** One template per kind of message: its subject line and its body. */
const TEMPLATES: { [K in MailKind]: Template<K> } = {
  order_confirmation: { subject: orderConfirmationSubject, body: (d) => <OrderConfirmation {...d} /> },
  order_status: { subject: orderStatusSubject, body: (d) => <OrderStatus {...d} /> },
  order_cancelled: { subject: orderCancelledSubject, body: (d) => <OrderCancelled {...d} /> },
  order_refunded: { subject: orderRefundedSubject, body: (d) => <OrderRefunded {...d} /> },
  staff_new_order: { subject: staffNewOrderSubject, body: (d) => <StaffNewOrder {...d} /> },
  staff_low_stock: { subject: staffLowStockSubject, body: (d) => <StaffLowStock {...d} /> },
  delivery_missed: { subject: deliveryMissedSubject, body: (d) => <DeliveryMissed {...d} /> },
  staff_delivery_failed: {
    subject: staffDeliveryFailedSubject,
    body: (d) => <StaffDeliveryFailed {...d} />,
  },
  staff_pin_locked: { subject: staffPinLockedSubject, body: (d) => <StaffPinLocked {...d} /> },
  subscription_changed: {
    subject: subscriptionChangedSubject,
    body: (d) => <SubscriptionChanged {...d} />,
  },
  subscription_reminder: {
    subject: subscriptionReminderSubject,
    body: (d) => <SubscriptionReminder {...d} />,
  },
  subscription_problem: {
    subject: subscriptionProblemSubject,
    body: (d) => <SubscriptionProblemMail {...d} />,
  },
  welcome: { subject: welcomeSubject, body: (d) => <Welcome {...d} /> },
  password_reset: { subject: passwordResetSubject, body: (d) => <PasswordReset {...d} /> },
  newsletter_confirm: { subject: newsletterConfirmSubject, body: (d) => <NewsletterConfirm {...d} /> },
};

export function mailSubject<K extends MailKind>(kind: K, data: MailData<K>): string {
  return TEMPLATES[kind].subject(data);
}

/** The HTML and the plain-text part of a message, from what was captured when it was written. */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
): Promise<{ html: string; text: string }> {
  // Rendered once: the plain-text part is read from the HTML (what `plainText: true` would do
  // after rendering the same element a second time).
  const html = XHTML_DOCTYPE + renderToStaticMarkup(TEMPLATES[kind].body(data));
  return { html, text: toPlainText(html) };
}

/**
 * React Email's `render` without its streaming (it awaited `import('react-dom/server')`
 * and read a web stream for every message, about 2 ms of a message's 2.5; the templates have
 * nothing to wait for): the same markup behind the same doctype.
 */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * React Email's `toPlainText`, its options compiled once (`convert` compiles them
 * again for every message, half of its cost; every order sends two).
 */
const toPlainText = compile({
  selectors: [
    ...plainTextSelectors,
    // A table row on a line of its own and its cells apart, so a summary's label and amount
    // read "Subtotal CA$43.50", not "SubtotalCA$43.50".
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'inlineSurround', options: { prefix: '', suffix: ' ' } },
  ],
  wordwrap: false,
});

export type { MailData, MailDraft, OrderStep, ShopInfo } from './types';
