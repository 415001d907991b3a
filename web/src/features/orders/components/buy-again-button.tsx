import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '@ikawa/contracts/orders';
import { Button } from '@/components/ui/button';
import { planBuyAgain } from '@/lib/buy-again';
import { cartActions } from '@/stores/cart';
import { getProductsToday } from '../api/get-products-today';

/**
 * "Buy again": the order's products go back in the cart at today's prices and stock, read from
 * the server at the click, and the cart opens saying what changed since the order.
 */
export function BuyAgainButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const number = order.number;
  if (order.items.length === 0) return null;

  async function buyAgain() {
    setPending(true);
    setFailed(false);
    try {
      const today = await getProductsToday(order.items.map((item) => item.product._id));
      cartActions.buyAgain((lines) => {
        const plan = planBuyAgain(order.items, today, lines);
        return {
          lines: plan.lines,
          notice: { orderNumber: number, added: plan.added, changes: plan.changes },
        };
      });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {failed && (
        <p role="alert" className="w-full text-right text-sm font-medium text-cherry-700">
          <Trans>We could not check today’s prices and stock. Please try again.</Trans>
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void buyAgain()}
        isLoading={pending}
        aria-label={t`Buy again, order ${number}`}
      >
        {!pending && <RotateCcw aria-hidden="true" className="size-4" />}
        <Trans>Buy again</Trans>
      </Button>
    </>
  );
}
