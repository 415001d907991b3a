import { Coffee } from 'lucide-react';
import { useState } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { productImage } from '@ikawa/contracts/products';
import { cn } from '@/lib/cn';

interface ProductArtProps {
  type: ProductType;
  weight: number;
  images?: readonly string[];
  className?: string;
}

/** The product's SVG artwork (SPEC §3: derived from type and weight), or a cup if it cannot load. */
export function ProductArt({ type, weight, images, className }: ProductArtProps) {
  const [failed, setFailed] = useState(false);
  const src = images?.[0] ?? productImage(type, weight);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-cream-200 text-espresso-500',
        className,
      )}
    >
      {failed ? (
        <Coffee aria-hidden="true" className="size-1/2" />
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-contain"
        />
      )}
    </span>
  );
}
