import { DELIVERY_TIMES, PICKUP_READY } from '@ikawa/contracts/constants';
import { formatStoreHours } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { formatPrice } from '@/lib/format';

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
>;

/** Store hours as one sentence: "Mon-Fri 9AM-7PM and Sat-Sun 10AM-6PM" (from Settings). */
export function storeHoursSentence(hours: StoreSettings['storeHours']): string {
  const and = (parts: string[]) =>
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const lines = formatStoreHours(hours);
  const closed = lines.filter((line) => line.endsWith(' Closed')).map((line) => line.replace(/ Closed$/, ''));
  const open = lines.filter((line) => !line.endsWith(' Closed'));
  return `${and(open)}${closed.length > 0 ? `; closed ${and(closed)}` : ''}`;
}

function pickupAnswer(settings: FaqSettings | undefined): string {
  const hours = settings
    ? ` The store is open ${storeHoursSentence(settings.storeHours)}.`
    : ' The opening hours are on the Contact page.';
  return `Yes. Choose store pickup at checkout; your order is usually ready in ${PICKUP_READY} of opening time, and one placed after closing is ready on the next opening day.${hours}`;
}

function feesAnswer(settings: FaqSettings | undefined): string {
  if (!settings) {
    return 'The delivery fee depends on the delivery method you choose and is calculated automatically at checkout. Store pickup is always free.';
  }
  const free = settings.enableFreeShipping
    ? ` Delivery is free on orders of ${formatPrice(settings.freeShippingThreshold)} or more.`
    : '';
  return `Standard delivery costs ${formatPrice(settings.standardShippingCost)} and express delivery ${formatPrice(settings.expressShippingCost)}. Store pickup is always free.${free} The fee is calculated automatically at checkout, before you pay.`;
}

/**
 * The FAQ's questions and answers, built from the same constants and settings the checkout uses
 * (SPEC §9: delivery times, pickup ready time, store hours; fees from the store settings), so the
 * page can never disagree with what the shopper is charged.
 */
export function faqEntries(settings: FaqSettings | undefined): FaqEntry[] {
  return [
    {
      id: 'delivery-times',
      question: 'How long does delivery take?',
      answer: `Standard delivery takes ${DELIVERY_TIMES.standard} and express delivery ${DELIVERY_TIMES.express}. Orders placed before 2PM leave the same day.`,
    },
    {
      id: 'delivery-fees',
      question: 'How much is delivery?',
      answer: feesAnswer(settings),
    },
    {
      id: 'pickup',
      question: 'Can I pick up my order at the store?',
      answer: pickupAnswer(settings),
    },
    {
      id: 'payment',
      question: 'How can I pay?',
      answer:
        'You can pay in cash when your order is delivered or picked up, or by card online at checkout. Card payments go through our secure payment provider; we never see or store your full card number.',
    },
    {
      id: 'tracking',
      question: 'How do I follow my order?',
      answer:
        'Sign in and open My Orders: every order shows its status, its payment status and, for home delivery, when a courier has been assigned.',
    },
    {
      id: 'products',
      question: 'Which coffee should I choose?',
      answer:
        'Powder coffee is roasted and ground, ready for drip, pour-over or moka pot. Granulated coffee is freeze-dried and dissolves in seconds in hot water or milk. Sack coffee comes in 60 kg jute sacks of green beans for roasters and cafés.',
    },
  ];
}
