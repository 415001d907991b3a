import type { ProductType } from '@ikawa/contracts/enums';
import type { ProductPhoto } from '@ikawa/contracts/product-photos';
import { ProductImage } from '@/components/ui/product-image';

interface ProductArtProps {
  product: { type: ProductType; weight: number | null; photos: ProductPhoto[] };
  /** The photo to show (the product page's gallery); the main one by default. */
  photo?: ProductPhoto;
  /** For the drawing: empty when the product's name is next to it (it would be read twice). */
  alt?: string;
  /** Inside a labelled button: no alt text, the photo's included. */
  decorative?: boolean;
  /** How wide the picture is shown (the srcset's pick). */
  sizes?: string;
  className?: string;
  /** The first cards and the product page load at once; the rest when scrolled to. */
  priority?: boolean;
}

/** The product's main photo, or its drawing (SPEC §3: derived from type and weight). */
export function ProductArt({
  product,
  photo,
  alt = '',
  decorative = false,
  sizes,
  className,
  priority = false,
}: ProductArtProps) {
  return (
    <ProductImage
      type={product.type}
      weight={product.weight}
      photo={photo ?? product.photos[0]}
      alt={alt}
      decorative={decorative}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
