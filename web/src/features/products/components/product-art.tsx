import { useState } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { productImage } from '@ikawa/contracts/display';
import { cn } from '@/lib/cn';

interface ProductArtProps {
  product: { type: ProductType; weight: number; images: string[] };
  /** Empty when the product's name is next to the picture (it would be read twice). */
  alt?: string;
  className?: string;
  /** The first cards and the product page load at once; the rest when scrolled to. */
  priority?: boolean;
}

/**
 * The product's artwork (SPEC §3: images are derived from type and weight). If the stored
 * image cannot be loaded, the artwork for its type and weight is shown instead.
 */
export function ProductArt({ product, alt = '', className, priority = false }: ProductArtProps) {
  const fallback = productImage(product.type, product.weight);
  const [src, setSrc] = useState(product.images[0] ?? fallback);
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src !== fallback) setSrc(fallback);
      }}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
