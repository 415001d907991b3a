import { Link } from 'react-router';
import { CURRENCY } from '@ikawa/contracts/constants';
import type { Promo } from './promo-banner';

/** The promo code the banner announces. No discount is applied by the shop yet (see below). */
export const FIRST_ORDER_CODE = 'IKAWA15';

const LINK = 'font-semibold text-crema-300 underline underline-offset-4 hover:text-white';

/** "$50" for whole amounts, "$49.50" otherwise: a banner reads better without ".00". */
function formatAmount(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

interface FreeShipping {
  enableFreeShipping: boolean;
  freeShippingThreshold: number;
}

/**
 * SPEC §2 promo texts. The checkout has no discount codes yet, so the 15% offer is announced as
 * coming soon rather than promised at checkout. Free shipping is shown only when the store
 * settings say it is on, with their threshold (the server applies it to every delivery).
 */
export function landingPromos(
  settings: FreeShipping | undefined,
  newsletterAnchor: string,
  shopHref: string,
): Promo[] {
  const promos: Promo[] = [
    {
      id: 'first-order',
      content: (
        <>
          Coming soon: <strong className="font-semibold text-cream-50">15% off your first purchase</strong>{' '}
          with code{' '}
          <span className="font-mono font-semibold tracking-wider text-crema-300">{FIRST_ORDER_CODE}</span>.{' '}
          <a href={`#${newsletterAnchor}`} className={LINK}>
            Join the newsletter
          </a>{' '}
          to hear first.
        </>
      ),
    },
  ];
  if (settings?.enableFreeShipping) {
    promos.push({
      id: 'free-shipping',
      content: (
        <>
          <strong className="font-semibold text-cream-50">
            Free shipping on orders over {formatAmount(settings.freeShippingThreshold)}
          </strong>{' '}
          ·{' '}
          <Link to={shopHref} className={LINK}>
            Shop now
          </Link>
        </>
      ),
    });
  }
  return promos;
}
