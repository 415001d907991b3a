import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DELIVERY_TIME_MESSAGES, PICKUP_READY_MESSAGE } from '@ikawa/contracts/constants';
import { DEFAULT_ORDER_CUTOFF } from '@ikawa/contracts/rules/delivery-estimate';
import { formatClockIn, storeHoursMessages } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { formatList, formatPrice } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The fee fields the answers read (GET /api/settings); undefined while loading or unavailable. */
export type FaqSettings = Pick<
  StoreSettings,
  | 'standardShippingCost'
  | 'expressShippingCost'
  | 'enableFreeShipping'
  | 'freeShippingThreshold'
  | 'storeHours'
  | 'orderCutoff'
>;

const CLOSED_IDS = new Set(['storeHours.day.closed', 'storeHours.days.closed']);

/**
 * The store's week in the page's language, split for a sentence: the open lines ("Mon-Fri
 * 9AM-7PM", "Lun.-ven. 9 h-19 h") and the closed days ("Sun", "Dim.") as lists (from Settings).
 */
export function storeHoursParts(
  i18n: I18n,
  hours: StoreSettings['storeHours'],
): { open: string; closed: string } {
  const locale = formattingLocale(i18n.locale);
  const lines = storeHoursMessages(hours, locale);
  const open = lines.filter((line) => !CLOSED_IDS.has(line.id)).map((line) => i18n._(line));
  const closed = lines
    .filter((line) => CLOSED_IDS.has(line.id))
    .map((line) => {
      const values = line.values as { day?: string; from?: string; to?: string };
      const days = values.day ?? `${values.from}-${values.to}`;
      // French writes weekdays in lower case inside a sentence ("fermé le dim.").
      return locale === 'fr-CA' ? days.toLocaleLowerCase(locale) : days;
    });
  return { open: formatList(open, locale), closed: formatList(closed, locale) };
}

function pickupAnswer(i18n: I18n, settings: FaqSettings | undefined): string {
  const ready = i18n._(PICKUP_READY_MESSAGE);
  if (!settings)
    return i18n._(
      msg`Yes. Choose store pickup at checkout; your order is usually ready in ${ready} of opening time, and one placed after closing is ready on the next opening day. The opening hours are on the Contact page.`,
    );
  const { open, closed } = storeHoursParts(i18n, settings.storeHours);
  if (!closed)
    return i18n._(
      msg`Yes. Choose store pickup at checkout; your order is usually ready in ${ready} of opening time, and one placed after closing is ready on the next opening day. The store is open ${open}.`,
    );
  return i18n._(
    msg`Yes. Choose store pickup at checkout; your order is usually ready in ${ready} of opening time, and one placed after closing is ready on the next opening day. The store is open ${open}; closed ${closed}.`,
  );
}

function feesAnswer(i18n: I18n, settings: FaqSettings | undefined): string {
  if (!settings) {
    return i18n._(
      msg`The delivery fee depends on the delivery method you choose and is calculated automatically at checkout. Store pickup is always free.`,
    );
  }
  const locale = formattingLocale(i18n.locale);
  const standard = formatPrice(settings.standardShippingCost, locale);
  const express = formatPrice(settings.expressShippingCost, locale);
  if (!settings.enableFreeShipping)
    return i18n._(
      msg`Standard delivery costs ${standard} and express delivery ${express}. Store pickup is always free. The fee is calculated automatically at checkout, before you pay.`,
    );
  const threshold = formatPrice(settings.freeShippingThreshold, locale);
  return i18n._(
    msg`Standard delivery costs ${standard} and express delivery ${express}. Store pickup is always free. Delivery is free on orders of ${threshold} or more. The fee is calculated automatically at checkout, before you pay.`,
  );
}

/**
 * The FAQ's questions and answers in the page's language, built from the same constants and
 * settings the checkout uses (SPEC §9: delivery times, pickup ready time, store hours; fees from
 * the store settings), so the page can never disagree with what the shopper is charged.
 */
export function faqEntries(i18n: I18n, settings: FaqSettings | undefined): FaqEntry[] {
  const standard = i18n._(DELIVERY_TIME_MESSAGES.standard);
  const express = i18n._(DELIVERY_TIME_MESSAGES.express);
  const cutoff = formatClockIn(settings?.orderCutoff ?? DEFAULT_ORDER_CUTOFF, formattingLocale(i18n.locale));
  return [
    {
      id: 'delivery-times',
      question: i18n._(msg`How long does delivery take?`),
      answer: i18n._(
        msg`Standard delivery takes ${standard} and express delivery ${express}. Orders placed before ${cutoff} on a business day leave the same day.`,
      ),
    },
    {
      id: 'delivery-fees',
      question: i18n._(msg`How much is delivery?`),
      answer: feesAnswer(i18n, settings),
    },
    {
      id: 'pickup',
      question: i18n._(msg`Can I pick up my order at the store?`),
      answer: pickupAnswer(i18n, settings),
    },
    {
      id: 'payment',
      question: i18n._(msg`How can I pay?`),
      answer: i18n._(
        msg`You can pay in cash when your order is delivered or picked up, or by card online at checkout. Card payments go through our secure payment provider; we never see or store your full card number.`,
      ),
    },
    {
      id: 'tracking',
      question: i18n._(msg`How do I follow my order?`),
      answer: i18n._(
        msg`Sign in and open My Orders: every order shows its status, its payment status and, for home delivery, when a courier has been assigned.`,
      ),
    },
    {
      id: 'products',
      question: i18n._(msg`Which coffee should I choose?`),
      answer: i18n._(
        msg`Powder coffee is roasted and ground, ready for drip, pour-over or moka pot. Granulated coffee is freeze-dried and dissolves in seconds in hot water or milk. Sack coffee comes in 60 kg jute sacks of green beans for roasters and cafés.`,
      ),
    },
  ];
}
