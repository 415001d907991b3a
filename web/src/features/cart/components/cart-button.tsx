import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCart } from '@/stores/cart';

/**
 * The navbar cart icon with its item-count badge (SPEC §2). Badge and panel read the one cart
 * store, so adding an item anywhere updates the count and opens the panel (SPEC §4).
 */
export function CartButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const { itemCount: count, isOpen, open } = useCart();
  const shown = count > 99 ? '99+' : String(count);
  return (
    <button
      type="button"
      // The name holds the badge's number as shown, so someone who says what they see ("click
      // 3") reaches the button (WCAG 2.5.3 Label in Name).
      aria-label={
        count > 0
          ? t`${plural(count, { one: `Cart, ${shown} item`, other: `Cart, ${shown} items` })}`
          : t`Cart`
      }
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={open}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-espresso-50',
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-cherry-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-cream-50"
        >
          <span aria-hidden="true">{shown}</span>
        </span>
      )}
    </button>
  );
}
