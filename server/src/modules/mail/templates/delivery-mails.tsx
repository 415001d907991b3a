import { DEFAULT_LOCALE } from '@ikawa/contracts/i18n';
import { DELIVERY_FAILURE_REASON_MESSAGES } from '@ikawa/contracts/missed-delivery';
import { Text } from '@react-email/components';
import { MailButton, MailLayout, styles, textsIn } from './layout';
import { orderLink } from './order-mails';
import type { MailData } from './types';

/*
 * A delivery the courier could not make (README "Deliveries"): the customer is asked to choose
 * another day or a pickup on the order page; from the second miss the shop is told as well.
 */
const MISSED = {
  subject: /*i18n*/ { id: 'mail.missed.subject', message: 'We missed you: order {number}' },
  preview: /*i18n*/ {
    id: 'mail.missed.preview',
    message: 'Choose another day or pick your order up at the store.',
  },
  heading: /*i18n*/ { id: 'mail.missed.heading', message: 'We missed you' },
  body: /*i18n*/ {
    id: 'mail.missed.body',
    message: 'Our courier could not deliver order {number}: {reason}.',
  },
  kept: /*i18n*/ {
    id: 'mail.missed.kept',
    message:
      'We keep your coffee for you. On your order page, choose another day for the delivery or pick it up at the store instead: one tap does it.',
  },
  store: /*i18n*/ {
    id: 'mail.missed.store',
    message: 'The store: {street}, {city} {postalCode}.',
  },
  button: /*i18n*/ { id: 'mail.missed.button', message: 'Choose another day or a pickup' },
};

export function deliveryMissedSubject(data: MailData<'delivery_missed'>): string {
  return textsIn(data.locale)(MISSED.subject, { number: data.order.number });
}

export function DeliveryMissed({ order, reason, shop, locale }: MailData<'delivery_missed'>) {
  const t = textsIn(locale);
  return (
    <MailLayout shop={shop} preview={t(MISSED.preview)} locale={locale}>
      <Text style={styles.heading}>{t(MISSED.heading)}</Text>
      <Text style={styles.text}>
        {t(MISSED.body, { number: order.number, reason: t(DELIVERY_FAILURE_REASON_MESSAGES[reason]) })}
      </Text>
      <Text style={styles.text}>{t(MISSED.kept)}</Text>
      <MailButton href={orderLink(shop, locale)}>{t(MISSED.button)}</MailButton>
      <Text style={styles.muted}>{t(MISSED.store, shop.address)}</Text>
    </MailLayout>
  );
}

const STAFF_MISSED = {
  subject: /*i18n*/ {
    id: 'mail.staffMissed.subject',
    message: 'Order {number} missed {attempts, plural, one {# time} other {# times}}',
  },
  preview: /*i18n*/ {
    id: 'mail.staffMissed.preview',
    message: '{courier} could not deliver it again: {reason}.',
  },
  heading: /*i18n*/ {
    id: 'mail.staffMissed.heading',
    message: 'Order {number} could not be delivered {attempts, plural, one {# time} other {# times}}',
  },
  body: /*i18n*/ {
    id: 'mail.staffMissed.body',
    message:
      'The last attempt, by {courier}: {reason}. {name} ({email}) was asked to choose another day or a pickup; the order waits in the dispatch queue as "delivery failed".',
  },
  button: /*i18n*/ { id: 'mail.staffMissed.button', message: 'Open in the admin' },
};

export function staffDeliveryFailedSubject(data: MailData<'staff_delivery_failed'>): string {
  return textsIn(data.locale)(STAFF_MISSED.subject, {
    number: data.order.number,
    attempts: data.attempts,
  });
}

export function StaffDeliveryFailed({
  order,
  reason,
  attempts,
  courier,
  shop,
  locale,
}: MailData<'staff_delivery_failed'>) {
  const t = textsIn(locale ?? DEFAULT_LOCALE);
  const why = t(DELIVERY_FAILURE_REASON_MESSAGES[reason]);
  return (
    <MailLayout shop={shop} preview={t(STAFF_MISSED.preview, { courier, reason: why })} locale={locale}>
      <Text style={styles.heading}>{t(STAFF_MISSED.heading, { number: order.number, attempts })}</Text>
      <Text style={styles.text}>
        {t(STAFF_MISSED.body, { courier, reason: why, name: order.user.name, email: order.user.email })}
      </Text>
      <MailButton href={`${shop.url}/admin/orders?q=${encodeURIComponent(order.number)}`}>
        {t(STAFF_MISSED.button)}
      </MailButton>
    </MailLayout>
  );
}
