import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type CartLine, cartActions } from '@/stores/cart';
import { hasStockIssues } from '../hooks/use-stock-check';
import { CartLineItem } from './cart-line-item';

interface CartStepProps {
  lines: readonly CartLine[];
  /** A sentence from the last Place Order (e.g. the server's 409 about stock). */
  notice: string | null;
  stockError: boolean;
  onRetryStock: () => void;
  /** The discount code box. */
  promoField?: ReactNode;
  /** One-time purchase or Subscribe & save, for the whole cart. */
  subscribeField?: ReactNode;
}

export function CartStep({
  lines,
  notice,
  stockError,
  onRetryStock,
  promoField,
  subscribeField,
}: CartStepProps) {
  const { t } = useLingui();
  if (lines.length === 0) return <EmptyCart />;
  const blocked = hasStockIssues(lines);
  return (
    <div className="flex flex-col gap-3">
      {/* SPEC §2 and §8: the banner; the footer blocks checkout until the lines are fixed. */}
      {blocked ? (
        <Alert title={t`Some items are out of stock`}>
          {notice ?? t`Lower the quantity or remove the items marked below.`}
        </Alert>
      ) : (
        notice && <Alert>{notice}</Alert>
      )}
      {stockError && (
        <Alert variant="info">
          <Trans>We could not check today’s stock; it will be checked again when you place the order.</Trans>{' '}
          <button
            type="button"
            onClick={onRetryStock}
            className="min-h-11 font-semibold underline underline-offset-2"
          >
            <Trans>Try again</Trans>
          </button>
        </Alert>
      )}
      <ul aria-label={t`Cart items`} className="divide-y divide-espresso-100">
        {lines.map((line) => (
          <CartLineItem key={line.product._id} line={line} />
        ))}
      </ul>
      {subscribeField && <div className="border-t border-espresso-100 pt-4">{subscribeField}</div>}
      {promoField && <div className="border-t border-espresso-100 pt-4">{promoField}</div>}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex h-full flex-col items-center justify-center py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-5 font-display text-xl font-semibold">
        <Trans>Your cart is empty</Trans>
      </p>
      <p className="mt-2 max-w-xs text-sm text-espresso-600">
        <Trans>Fresh Burundi Arabica is waiting in the shop.</Trans>
      </p>
      <ButtonLink to={paths.shop} onClick={cartActions.close} className="mt-6">
        <Trans>Go to the shop</Trans>
      </ButtonLink>
    </div>
  );
}
