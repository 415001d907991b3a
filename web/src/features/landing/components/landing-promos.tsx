import { Link } from 'react-router';
import { CURRENCY } from '@ikawa/contracts/constants';
import type { Promo } from './promo-banner';

/** The welcome code the banner announces (seeded by the server, issue 17). */
export const FIRST_ORDER_CODE = 'IKAWA15';

/** What the seeded code gives, said before the API has answered (the server-rendered page). */
export const FIRST_ORDER_OFFER = '15% off your first order';

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
 * SPEC §2 promo texts. The welcome code's words come from the code itself (`offer`, from the
 * server): until it answers, the seeded offer is said (the server-rendered page); once it
 * says the code is no longer offered (`null`), the slide goes. Free shipping is shown only when
 * the store settings say it is on, with their threshold (the server applies it to every delivery).
 */
export function landingPromos(
  settings: FreeShipping | undefined,
  offer: { code: string; offer: string } | null | undefined,
  shopHref: string,
): Promo[] {
  const promos: Promo[] = [];
  if (offer !== null) {
    const { code, offer: words } = offer ?? { code: FIRST_ORDER_CODE, offer: FIRST_ORDER_OFFER };
    promos.push({
      id: 'first-order',
      content: (
        <>
          <strong className="font-semibold text-cream-50">{words}</strong> with code{' '}
          <span className="font-mono font-semibold tracking-wider text-crema-300">{code}</span> at checkout.
        </>
      ),
    });
  }
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
