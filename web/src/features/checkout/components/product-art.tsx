import type { ProductType } from '@ikawa/contracts/enums';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/lib/cn';

interface ProductArtProps {
  type: ProductType;
  weight: number | null;
  images?: readonly string[];
  className?: string;
}

/** A cart line's picture: the product's main photo as it was added (`images[0]`), or its drawing. */
export function ProductArt({ type, weight, images, className }: ProductArtProps) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-cream-200',
        className,
      )}
    >
      <ProductImage type={type} weight={weight} src={images?.[0]} width={80} height={80} />
    </span>
  );
}
