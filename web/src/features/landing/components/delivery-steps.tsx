import { Calculator, ClipboardCheck, PackageCheck, ShoppingBasket, Truck } from 'lucide-react';
import { DELIVERY_TIMES, PICKUP_READY } from '@ikawa/contracts/constants';
import { formatPrice } from '@/lib/format';
import { SectionHeading } from './section-heading';

/** The fees the note names, from GET /settings (undefined while loading or unavailable). */
export interface DeliveryFees {
  standardShippingCost: number;
  expressShippingCost: number;
  enableFreeShipping: boolean;
  freeShippingThreshold: number;
}

const STEPS = [
  {
    icon: ShoppingBasket,
    title: 'Choose your coffee',
    text: 'Fill your cart in the shop. Stock is checked the moment you order, so what you buy is on the shelf.',
  },
  {
    icon: ClipboardCheck,
    title: 'Delivery or pickup',
    text: `Standard (${DELIVERY_TIMES.standard}) or express (${DELIVERY_TIMES.express}) to your door, or pick it up at our store, usually ready in ${PICKUP_READY}.`,
  },
  {
    icon: PackageCheck,
    title: 'We pack it fresh',
    text: 'Orders placed before 2PM leave the same day, sealed and labelled.',
  },
  {
    icon: Truck,
    title: 'At your door',
    text: 'A courier brings it to you. Follow every step in My Orders.',
  },
] as const;

/** The SPEC §2 note, with the real fees when the store settings are known. */
function feeNote(fees: DeliveryFees | undefined): string {
  const base = 'The delivery fee is calculated automatically at checkout';
  if (!fees) return `${base}, from your delivery method and your order total.`;
  const free = fees.enableFreeShipping
    ? `, and delivery is free on orders of ${formatPrice(fees.freeShippingThreshold)} or more`
    : '';
  return `${base}: ${formatPrice(fees.standardShippingCost)} for standard, ${formatPrice(fees.expressShippingCost)} for express, nothing for store pickup${free}.`;
}

/** SPEC §2: 'How Delivery Works', four steps and the automatic-fee note. */
export function DeliverySteps({ fees }: { fees: DeliveryFees | undefined }) {
  return (
    <section
      aria-labelledby="delivery-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8"
    >
      <SectionHeading id="delivery-title" eyebrow="Delivery" title="How Delivery Works" />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
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
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 leading-relaxed text-espresso-600">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex items-start gap-3 rounded-2xl bg-leaf-50 px-5 py-4 text-leaf-700 ring-1 ring-leaf-100">
        <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {feeNote(fees)}
      </p>
    </section>
  );
}
