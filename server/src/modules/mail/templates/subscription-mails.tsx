import { DEFAULT_LOCALE, type Locale, type MessageDescriptor } from '@ikawa/contracts/i18n';
import { formatStoreDay } from '@ikawa/contracts/missed-delivery';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import { Text } from '@react-email/components';
import { MailButton, MailLayout, styles, textsIn } from './layout';
import type { MailData, ShopInfo, SubscriptionChange, SubscriptionProblem } from './types';

/*
 * Subscribe & save (decision 022): every change the customer makes is confirmed, each renewal is
 * announced a few days before, and a renewal that cannot be made (no stock, a refused card) is
 * explained with what happens next. Each message links to My Account → Subscriptions.
 */
const SUMMARY = {
  items: /*i18n*/ { id: 'mail.subscription.items', message: 'Your coffee: {items}.' },
  rhythm: /*i18n*/ {
    id: 'mail.subscription.rhythm',
    message: 'Every {weeks, plural, one {week} other {# weeks}}, next on {date}.',
  },
  discount: /*i18n*/ {
    id: 'mail.subscription.discount',
    message: 'Each order is {percent, number} % off, priced on its day.',
  },
  manage: /*i18n*/ { id: 'mail.subscription.manage', message: 'Manage my subscription' },
};

const CHANGED: Record<SubscriptionChange, { subject: MessageDescriptor; heading: MessageDescriptor }> = {
  created: {
    subject: /*i18n*/ { id: 'mail.subscription.created.subject', message: 'Your coffee subscription is on' },
    heading: /*i18n*/ {
      id: 'mail.subscription.created.heading',
      message: 'Thank you for subscribing, {name}',
    },
  },
  skip: {
    subject: /*i18n*/ { id: 'mail.subscription.skip.subject', message: 'Your next delivery is skipped' },
    heading: /*i18n*/ {
      id: 'mail.subscription.skip.heading',
      message: 'We skip the next one, {name}',
    },
  },
  pause: {
    subject: /*i18n*/ { id: 'mail.subscription.pause.subject', message: 'Your subscription is paused' },
    heading: /*i18n*/ {
      id: 'mail.subscription.pause.heading',
      message: 'Your subscription is paused, {name}: nothing comes until you resume it.',
    },
  },
  resume: {
    subject: /*i18n*/ { id: 'mail.subscription.resume.subject', message: 'Your subscription is back on' },
    heading: /*i18n*/ {
      id: 'mail.subscription.resume.heading',
      message: 'Welcome back, {name}',
    },
  },
  cancel: {
    subject: /*i18n*/ { id: 'mail.subscription.cancel.subject', message: 'Your subscription is cancelled' },
    heading: /*i18n*/ {
      id: 'mail.subscription.cancel.heading',
      message:
        'Your subscription is cancelled, {name}: no more orders will be placed. Thank you for the coffee we shared.',
    },
  },
  update: {
    subject: /*i18n*/ { id: 'mail.subscription.update.subject', message: 'Your subscription is changed' },
    heading: /*i18n*/ {
      id: 'mail.subscription.update.heading',
      message: 'Your change is saved, {name}: it applies from the next order.',
    },
  },
  extras: {
    subject: /*i18n*/ {
      id: 'mail.subscription.extras.subject',
      message: 'Your extras are added to the next delivery',
    },
    heading: /*i18n*/ {
      id: 'mail.subscription.extras.heading',
      message: 'Your next delivery brings extras, {name}',
    },
  },
  order_now: {
    subject: /*i18n*/ {
      id: 'mail.subscription.orderNow.subject',
      message: 'Your subscription order is placed',
    },
    heading: /*i18n*/ {
      id: 'mail.subscription.orderNow.heading',
      message: 'Your coffee is ordered, {name}: the order confirmation follows.',
    },
  },
};

const EXTRAS = /*i18n*/ { id: 'mail.subscription.extrasLine', message: 'Next time only: {items}.' };

const REMINDER = {
  subject: /*i18n*/ { id: 'mail.subscription.reminder.subject', message: 'Your coffee is ordered on {date}' },
  heading: /*i18n*/ {
    id: 'mail.subscription.reminder.heading',
    message: 'Your next coffee is coming, {name}',
  },
  body: /*i18n*/ {
    id: 'mail.subscription.reminder.body',
    message:
      'We place your next subscription order on {date}. To skip it, change it, or order it now, open your subscription before then.',
  },
  button: /*i18n*/ { id: 'mail.subscription.reminder.button', message: 'Skip, change or order now' },
};

const PROBLEM: Record<
  SubscriptionProblem,
  {
    subject: MessageDescriptor;
    heading: MessageDescriptor;
    body: MessageDescriptor;
    button: MessageDescriptor;
  }
> = {
  waiting: {
    subject: /*i18n*/ {
      id: 'mail.subscription.waiting.subject',
      message: 'Your coffee is waiting for stock',
    },
    heading: /*i18n*/ {
      id: 'mail.subscription.waiting.heading',
      message: 'Your order waits for fresh stock, {name}',
    },
    body: /*i18n*/ {
      id: 'mail.subscription.waiting.body',
      message:
        'We could not place your order of {date}: {reason} We place it as soon as the coffee is back, and nothing is charged until then. You can also swap the coffee.',
    },
    button: /*i18n*/ { id: 'mail.subscription.waiting.button', message: 'Swap the coffee' },
  },
  charge_failed: {
    subject: /*i18n*/ { id: 'mail.subscription.chargeFailed.subject', message: 'Your card was declined' },
    heading: /*i18n*/ {
      id: 'mail.subscription.chargeFailed.heading',
      message: 'We could not charge your card, {name}',
    },
    body: /*i18n*/ {
      id: 'mail.subscription.chargeFailed.body',
      message:
        'Your order of {date} is not placed yet: {reason} We try the card again on {retry}. To avoid a pause, choose another saved card or pay in cash at the door.',
    },
    button: /*i18n*/ { id: 'mail.subscription.chargeFailed.button', message: 'Update the card' },
  },
  paused: {
    subject: /*i18n*/ { id: 'mail.subscription.paused.subject', message: 'Your subscription is paused' },
    heading: /*i18n*/ {
      id: 'mail.subscription.paused.heading',
      message: 'Your subscription is paused, {name}',
    },
    body: /*i18n*/ {
      id: 'mail.subscription.paused.body',
      message:
        'We tried your card three times for your order of {date}, without success: {reason} Nothing was charged. Choose another card or cash, then resume the subscription when you like.',
    },
    button: /*i18n*/ { id: 'mail.subscription.paused.button', message: 'Update and resume' },
  },
};

const itemsOf = (lines: Subscription['lines']) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

const dayIn = (day: string, locale: Locale | undefined) => formatStoreDay(day, locale ?? DEFAULT_LOCALE);

function Summary({ subscription, locale }: { subscription: Subscription; locale: Locale | undefined }) {
  const t = textsIn(locale);
  return (
    <>
      <Text style={styles.text}>{t(SUMMARY.items, { items: itemsOf(subscription.lines) })}</Text>
      {subscription.extras.length > 0 && (
        <Text style={styles.text}>{t(EXTRAS, { items: itemsOf(subscription.extras) })}</Text>
      )}
      {subscription.status === 'active' && (
        <Text style={styles.text}>
          {t(SUMMARY.rhythm, {
            weeks: subscription.everyWeeks,
            date: dayIn(subscription.nextDate, locale),
          })}
        </Text>
      )}
      {subscription.discountPercent !== null && subscription.status !== 'cancelled' && (
        <Text style={styles.muted}>{t(SUMMARY.discount, { percent: subscription.discountPercent })}</Text>
      )}
    </>
  );
}

export function subscriptionChangedSubject(data: MailData<'subscription_changed'>): string {
  return textsIn(data.locale)(CHANGED[data.change].subject);
}

export function SubscriptionChanged({
  name,
  subscription,
  change,
  portalUrl,
  shop,
  locale,
}: MailData<'subscription_changed'>) {
  const t = textsIn(locale);
  const heading = t(CHANGED[change].heading, { name });
  return (
    <MailLayout shop={shop} preview={heading} locale={locale}>
      <Text style={styles.heading}>{heading}</Text>
      <Summary subscription={subscription} locale={locale} />
      <MailButton href={portalUrl}>{t(SUMMARY.manage)}</MailButton>
    </MailLayout>
  );
}

export function subscriptionReminderSubject(data: MailData<'subscription_reminder'>): string {
  return textsIn(data.locale)(REMINDER.subject, { date: dayIn(data.subscription.nextDate, data.locale) });
}

export function SubscriptionReminder({
  name,
  subscription,
  portalUrl,
  shop,
  locale,
}: MailData<'subscription_reminder'>) {
  const t = textsIn(locale);
  const body = t(REMINDER.body, { date: dayIn(subscription.nextDate, locale) });
  return (
    <MailLayout shop={shop} preview={body} locale={locale}>
      <Text style={styles.heading}>{t(REMINDER.heading, { name })}</Text>
      <Text style={styles.text}>{body}</Text>
      <Summary subscription={subscription} locale={locale} />
      <MailButton href={portalUrl}>{t(REMINDER.button)}</MailButton>
    </MailLayout>
  );
}

export function subscriptionProblemSubject(data: MailData<'subscription_problem'>): string {
  return textsIn(data.locale)(PROBLEM[data.problem].subject);
}

/** A retry's day on the store's clock, in the reader's language. */
function retryDay(retryAt: string | null, shop: ShopInfo, locale: Locale | undefined): string {
  if (!retryAt) return '';
  return new Intl.DateTimeFormat(locale ?? DEFAULT_LOCALE, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(shop.timeZone ? { timeZone: shop.timeZone } : {}),
  }).format(new Date(retryAt));
}

export function SubscriptionProblemMail({
  name,
  subscription,
  problem,
  reason,
  retryAt,
  portalUrl,
  shop,
  locale,
}: MailData<'subscription_problem'>) {
  const t = textsIn(locale);
  const text = PROBLEM[problem];
  const body = t(text.body, {
    date: dayIn(subscription.nextDate, locale),
    reason: reason ?? '',
    retry: retryDay(retryAt, shop, locale),
  });
  return (
    <MailLayout shop={shop} preview={body} locale={locale}>
      <Text style={styles.heading}>{t(text.heading, { name })}</Text>
      <Text style={styles.text}>{body}</Text>
      <Summary subscription={subscription} locale={locale} />
      <MailButton href={portalUrl}>{t(text.button)}</MailButton>
    </MailLayout>
  );
}
