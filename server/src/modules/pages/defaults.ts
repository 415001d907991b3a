import type { PolicySlug } from '@ikawa/contracts/pages';
import type { Locale } from '@ikawa/contracts/i18n';
import { POLICY_TITLE_MESSAGES } from '@ikawa/contracts/pages';
import { i18nFor } from '../../lib/i18n';
import { FRENCH_BODIES } from './defaults-fr';

/**
 * The seeded text of each policy page: plain, honest terms for a small Canadian
 * online coffee shop. A page the admin never saved shows this; saving it in Settings replaces it.
 * It is a starting point, not legal advice: the owner should read it and adapt it.
 */
const BODIES: Record<PolicySlug, string> = {
  privacy: `We are a small coffee shop and we keep only what we need to sell you coffee. This policy follows Canada's *Personal Information Protection and Electronic Documents Act* (PIPEDA).

## What we collect

- **Your account:** name, e-mail address, password (stored only as a secure hash) and, if you add them, your phone number, delivery addresses and profile picture.
- **Your orders:** what you bought, the delivery or pickup details, delivery instructions and how you paid.
- **Card payments:** handled by our payment provider. We never see or store your full card number; we keep only the card brand, the last four digits and the expiry date.
- **Newsletter:** your e-mail address, and when and from where you agreed to receive it.

## How we use it

To prepare, deliver and support your orders, to answer your messages, to keep the shop secure (for example against repeated failed sign-ins) and, only if you asked for it, to send our newsletter. We do not sell or rent your personal information.

## Who else sees it

- The courier who delivers your order sees your name, delivery address, phone number and delivery instructions.
- Our payment provider processes card payments.
- Our e-mail provider sends order and account messages.

## How long we keep it

Order records are kept for as long as Canadian tax law requires (six years). You may close your account at any time; we then delete what we are not required to keep.

## Your rights

You may ask to see, correct or delete the personal information we hold about you, and withdraw your consent to the newsletter at any time with the link in every message. Write to us at the address on our Contact page; we answer within 30 days.
`,
  terms: `These terms apply to every purchase from our online shop. By placing an order you accept them.

## Orders and prices

- Prices are in Canadian dollars (CAD) and include the price of the coffee only; the delivery fee is shown at checkout before you pay.
- An order is accepted when you receive our confirmation e-mail. If a product is no longer in stock we tell you at checkout and do not charge you.
- We may correct an obvious pricing error; if we do, we ask you before going ahead.

## Payment

You can pay by card online or in cash on delivery or at pickup. Card payments are confirmed by our payment provider before the order is made.

## Cancelling

You can cancel an order yourself from **My Orders** while it is still pending. A card payment is refunded to the same card. Once an order is being prepared, contact us and we will do our best.

## Our coffee

Coffee is a natural product: the colour, size and taste of beans vary slightly from one harvest to the next. Please read the storage advice on each bag.

## Liability

Nothing in these terms limits your rights under the consumer protection laws of your province. Our liability for an order is limited to the amount you paid for it.

## Contact

Questions about these terms? Write to us at the address on our Contact page.
`,
  shipping: `## Where we deliver

We deliver across Canada from our store. Orders to other countries are possible: contact us first, as customs duties and taxes are then paid by the recipient.

## How long it takes

- **Express:** 1-2 business days.
- **Standard:** 3-5 business days.
- Orders placed before 2 PM on a business day usually leave the same day.

## What it costs

The delivery fee is shown at checkout before you pay and depends on the method you choose. Standard delivery is free for orders at or above the amount shown in the cart.

## Store pickup

Choose **Store Pickup** at checkout: it is always free. Your order is ready within a few opening hours; one placed after closing is ready on the next opening day. Bring your order number.

## Delivery

A courier brings your order to the address you gave. Add delivery instructions at checkout (a gate code, where to leave the parcel) and keep your phone nearby. If nobody is home, the courier contacts you to arrange a new time.

## Problems

If your parcel arrives damaged or does not arrive, write to us within 7 days with your order number and, if you can, a photo. We will send a replacement or refund you.
`,
  returns: `We want you to enjoy every cup. If something is not right, tell us.

## Unopened coffee

You may return unopened bags within **30 days** of delivery for a full refund of the coffee. Contact us first with your order number; the return shipping is at your cost unless we made a mistake.

## Opened coffee

For food safety we cannot take back opened bags. If an opened bag is faulty (stale, wrong grind, damaged seal), write to us within 14 days with a photo: we will replace it or refund it.

## Green and roasted sacks (60 kg)

Sacks are prepared for each order and can be returned only if they arrive damaged or are not what you ordered. Tell us within 7 days of delivery.

## Refunds

Refunds go back to the card you paid with within 10 business days of our receiving the return; cash orders are refunded by e-transfer. Delivery fees are refunded when the mistake was ours.

## Contact

Write to us at the address on our Contact page with your order number.
`,
};

/** The starting text of a page in `locale`; its title is the catalogs' (the page's name). */
export function defaultPolicyPage(slug: PolicySlug, locale: Locale): { title: string; body: string } {
  return {
    title: i18nFor(locale)._(POLICY_TITLE_MESSAGES[slug]),
    body: locale === 'fr-CA' ? FRENCH_BODIES[slug] : BODIES[slug],
  };
}
