import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator, ClipboardCheck, PackageCheck, ShoppingBasket, Truck } from 'lucide-react';
import { DELIVERY_TIME_MESSAGES, PICKUP_READY_MESSAGE } from '@ikawa/contracts/constants';
import { DEFAULT_ORDER_CUTOFF } from '@ikawa/contracts/rules/delivery-estimate';
import { formatClockIn } from '@ikawa/contracts/rules/store-hours';
import { formatPrice } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/** The fees the note names, from GET /settings (undefined while loading or unavailable). */
export interface DeliveryFees {
  standardShippingCost: number;
  expressShippingCost: number;
  enableFreeShipping: boolean;
  freeShippingThreshold: number;
  /** The time after which an order leaves on the next business day ("14:00"). */
  orderCutoff: string;
}

const STEPS = [
  {
    icon: ShoppingBasket,
    title: msg`Choose your coffee`,
    text: msg`Fill your cart in the shop. Stock is checked the moment you order, so what you buy is on the shelf.`,
  },
  { icon: ClipboardCheck, title: msg`Delivery or pickup` },
  {
    icon: PackageCheck,
    title: msg`We pack it fresh`,
    // Written with the store's cut-off time (stepText).
    cutoff: true,
  },
  {
    icon: Truck,
    title: msg`At your door`,
    text: msg`A courier brings it to you. Follow every step in My Orders.`,
  },
] as const;

/** The SPEC §2 note, with the real fees when the store settings are known. */
function feeNote(i18n: I18n, fees: DeliveryFees | undefined): string {
  if (!fees)
    return i18n._(
      msg`The delivery fee is calculated automatically at checkout, from your delivery method and your order total.`,
    );
  const locale = formattingLocale(i18n.locale);
  const standard = formatPrice(fees.standardShippingCost, locale);
  const express = formatPrice(fees.expressShippingCost, locale);
  if (!fees.enableFreeShipping)
    return i18n._(
      msg`The delivery fee is calculated automatically at checkout: ${standard} for standard, ${express} for express, nothing for store pickup.`,
    );
  const threshold = formatPrice(fees.freeShippingThreshold, locale);
  return i18n._(
    msg`The delivery fee is calculated automatically at checkout: ${standard} for standard, ${express} for express, nothing for store pickup, and delivery is free on orders of ${threshold} or more.`,
  );
}

/** SPEC §2: 'How Delivery Works', four steps and the automatic-fee note. */
export function DeliverySteps({ fees }: { fees: DeliveryFees | undefined }) {
  const { t, i18n } = useLingui();
  const standard = i18n._(DELIVERY_TIME_MESSAGES.standard);
  const express = i18n._(DELIVERY_TIME_MESSAGES.express);
  const pickup = i18n._(PICKUP_READY_MESSAGE);
  const cutoff = formatClockIn(fees?.orderCutoff ?? DEFAULT_ORDER_CUTOFF, formattingLocale(i18n.locale));
  const stepText = (step: (typeof STEPS)[number]) => {
    if ('text' in step) return i18n._(step.text);
    if ('cutoff' in step)
      return t`Orders placed before ${cutoff} on a business day leave the same day, sealed and labelled.`;
    return t`Standard (${standard}) or express (${express}) to your door, or pick it up at our store, usually ready in ${pickup}.`;
  };
  return (
    <section
      aria-labelledby="delivery-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8"
    >
      <SectionHeading id="delivery-title" eyebrow={t`Delivery`} title={t`How Delivery Works`} />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => {
          const { icon: Icon, title } = step;
          const number = index + 1;
          return (
            <li
              key={title.id}
              className="relative rounded-3xl bg-cream-50 p-7 shadow-soft ring-1 ring-espresso-100"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-cream-200 text-espresso-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="font-display text-4xl font-semibold text-espresso-100">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="sr-only">
                  <Trans>Step {number}:</Trans>{' '}
                </span>
                {i18n._(title)}
              </h3>
              <p className="mt-2 leading-relaxed text-espresso-600">{stepText(step)}</p>
            </li>
          );
        })}
      </ol>
      <p className="mt-8 flex items-start gap-3 rounded-2xl bg-leaf-50 px-5 py-4 text-leaf-700 ring-1 ring-leaf-100">
        <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {feeNote(i18n, fees)}
      </p>
    </section>
  );
}
