import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lineLabel } from '@ikawa/contracts/display';
import { Alert } from '@/components/ui/alert';
import { useLocale } from '@/hooks/use-locale';
import type { BuyAgainChange, BuyAgainNotice as Notice } from '@/lib/buy-again';
import { formatPrice } from '@/lib/format';
import { cartActions } from '@/stores/cart';

/**
 * The summary at the top of the cart after "Buy again": how much came back from the order, and
 * each difference from it (a price, the stock, a product no longer sold), until dismissed.
 */
export function BuyAgainNotice({ notice }: { notice: Notice }) {
  const { t } = useLingui();
  const { orderNumber: number, added, changes } = notice;
  // The order's number stays on one line ("IK-1042", not "IK-" and "1042" on a phone).
  const title =
    added === 0 ? (
      <Trans>
        Nothing from order <span className="whitespace-nowrap">{number}</span> could be added to your cart.
      </Trans>
    ) : (
      <Trans>
        Added to your cart from order <span className="whitespace-nowrap">{number}</span>:{' '}
        <Plural value={added} one="# item" other="# items" />.
      </Trans>
    );
  return (
    <Alert
      variant="info"
      label={t`Order bought again`}
      title={title}
      onDismiss={cartActions.dismissBuyAgainNotice}
    >
      {changes.length === 0 ? (
        <p>
          <Trans>Same prices as on your order, and everything is in stock.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Today’s prices and stock differ from your order:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {changes.map((change, index) => (
              <li key={index}>
                <ChangeText change={change} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

function ChangeText({ change }: { change: BuyAgainChange }) {
  const locale = useLocale();
  const name = lineLabel(change.product, locale);
  switch (change.kind) {
    case 'priceUp': {
      const from = formatPrice(change.from, locale);
      const to = formatPrice(change.to, locale);
      return (
        <Trans>
          {name}: price up, {from} → {to}
        </Trans>
      );
    }
    case 'priceDown': {
      const from = formatPrice(change.from, locale);
      const to = formatPrice(change.to, locale);
      return (
        <Trans>
          {name}: price down, {from} → {to}
        </Trans>
      );
    }
    case 'outOfStock':
      return <Trans>{name}: out of stock, left out</Trans>;
    case 'notSold':
      return <Trans>{name}: no longer sold, left out</Trans>;
    case 'reduced': {
      const { ordered, added } = change;
      return (
        <Trans>
          {name}: only {added} left, so {added} instead of {ordered}
        </Trans>
      );
    }
    case 'capped': {
      const { inCart, total, stock } = change;
      return total === inCart ? (
        <Trans>
          {name}: {inCart} already in your cart and only {stock} in stock, so none added
        </Trans>
      ) : (
        <Trans>
          {name}: {inCart} already in your cart and only {stock} in stock, so your cart now holds {total}
        </Trans>
      );
    }
  }
}
