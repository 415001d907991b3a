import { Trans } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import type { Product } from '@ikawa/contracts/products';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCart } from '@/stores/cart';
import { toCartProduct } from '../utils/stock';

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: Product;
  quantity?: number;
  onAdded?: () => void;
}

/** How many more of this product fit in the cart: the stock minus what is already in it. */
export function useAvailableToAdd(product: Product): { inCart: number; available: number } {
  const { lines } = useCart();
  const inCart = lines.find((line) => line.product._id === product._id)?.quantity ?? 0;
  return { inCart, available: Math.max(0, product.stock - inCart) };
}

/**
 * 'Add to Cart': disabled when the product is out of stock or the cart already holds
 * every unit in stock. Adding opens the cart panel (SPEC §4).
 */
export function AddToCartButton({
  product,
  quantity = 1,
  onAdded,
  disabled,
  ...props
}: AddToCartButtonProps) {
  const { available } = useAvailableToAdd(product);
  const { add } = useCart();
  return (
    <Button
      variant="primary"
      disabled={disabled || available <= 0 || quantity > available}
      onClick={() => {
        add(toCartProduct(product), quantity);
        onAdded?.();
      }}
      {...props}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      <Trans>Add to Cart</Trans>
    </Button>
  );
}
