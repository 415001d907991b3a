import { Coffee, ShoppingBag } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { CartSummary } from '../hooks/use-cart-summary';

interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  summary: CartSummary;
}

/**
 * The slide-in cart (SPEC §2). Lines, quantities and checkout arrive with the cart issue; until
 * then the panel says plainly what is saved and takes no orders.
 */
export function CartPanel({ open, onClose, summary }: CartPanelProps) {
  const isEmpty = summary.lines === 0;
  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" placement="right">
      <div className="flex h-full flex-col items-center justify-center py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
          {isEmpty ? (
            <ShoppingBag aria-hidden="true" className="size-8" />
          ) : (
            <Coffee aria-hidden="true" className="size-8" />
          )}
        </span>
        {isEmpty ? (
          <>
            <p className="mt-5 font-display text-xl font-semibold">Your cart is empty</p>
            <p className="mt-2 max-w-xs text-sm text-espresso-600">
              Fresh Burundi Arabica is waiting in the shop.
            </p>
          </>
        ) : (
          <>
            <p className="mt-5 font-display text-xl font-semibold">
              {summary.lines === 1 ? '1 line' : `${summary.lines} lines`} in your cart
            </p>
            <p className="mt-2 max-w-xs text-sm text-espresso-600">
              Your selection is saved on this device. Reviewing it and checking out are coming soon.
            </p>
          </>
        )}
        <ButtonLink to={paths.shop} onClick={onClose} className="mt-6">
          Go to the shop
        </ButtonLink>
      </div>
    </Dialog>
  );
}
