import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CURRENCY } from '@ikawa/contracts/constants';
import { useLocale } from '@/hooks/use-locale';
import { formatNumber } from '@/lib/format';
import { FIRST_ORDER_CODE } from '../api/get-offer';
import type { Promo } from './promo-banner';

/** What the seeded code gives, said before the API has answered (the server-rendered page). */
export const FIRST_ORDER_OFFER = msg`15% off your first order`;

const LINK = 'font-semibold text-crema-300 underline underline-offset-4 hover:text-white';

interface FreeShipping {
  enableFreeShipping: boolean;
  freeShippingThreshold: number;
}

function FirstOrderPromo({ code, words }: { code: string; words: string | undefined }) {
  const { i18n } = useLingui();
  const offer = words ?? i18n._(FIRST_ORDER_OFFER);
  return (
    <Trans>
      <strong className="font-semibold text-cream-50">{offer}</strong> with code{' '}
      <span className="font-mono font-semibold tracking-wider text-crema-300">{code}</span> at checkout.
    </Trans>
  );
}

function FreeShippingPromo({ threshold, shopHref }: { threshold: number; shopHref: string }) {
  const locale = useLocale();
  // "$50" for whole amounts, "$49.50" otherwise: a banner reads better without ".00".
  const amount = formatNumber(threshold, locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(threshold) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return (
    <>
      <strong className="font-semibold text-cream-50">
        <Trans>Free shipping on orders of {amount} or more</Trans>
      </strong>{' '}
      ·{' '}
      <Link to={shopHref} className={LINK}>
        <Trans>Shop now</Trans>
      </Link>
    </>
  );
}

/**
 * SPEC §2 promo texts. The welcome code's words come from the code itself (`offer`, from the
 * server, in the page's language): until it answers, the seeded offer is said (the
 * server-rendered page); once it says the code is no longer offered (`null`), the slide goes.
 * Free shipping is shown only when the store settings say it is on, with their threshold (the
 * server applies it to every delivery).
 */
export function landingPromos(
  settings: FreeShipping | undefined,
  offer: { code: string; offer: string } | null | undefined,
  shopHref: string,
): Promo[] {
  const promos: Promo[] = [];
  if (offer !== null) {
    promos.push({
      id: 'first-order',
      content: <FirstOrderPromo code={offer?.code ?? FIRST_ORDER_CODE} words={offer?.offer} />,
    });
  }
  if (settings?.enableFreeShipping) {
    promos.push({
      id: 'free-shipping',
      content: <FreeShippingPromo threshold={settings.freeShippingThreshold} shopHref={shopHref} />,
    });
  }
  return promos;
}
