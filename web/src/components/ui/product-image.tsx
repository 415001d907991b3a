import { useState } from 'react';
import { productImage } from '@ikawa/contracts/display';
import type { ProductType } from '@ikawa/contracts/enums';
import type { ProductPhoto } from '@ikawa/contracts/product-photos';
import { cn } from '@/lib/cn';
import { MAIN_PICTURE_TIMING } from '@/lib/app-start';

interface ProductImageProps {
  type: ProductType;
  weight: number | null;
  /** The owner's main photo; without one the drawing for type and weight is shown. */
  photo?: ProductPhoto | null;
  /** A stored image address instead (the cart keeps `images[0]` of the product it was given). */
  src?: string;
  /** The photo's own alt text wins; this one is for the drawing (empty = decorative). */
  alt?: string;
  /** Named by what holds it (a labelled button): no alt text at all. */
  decorative?: boolean;
  /** How wide the picture is shown, for the browser's pick in the srcset. */
  sizes?: string;
  /** Above the fold: loaded at once and first. */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A product's picture everywhere it appears: the main photo as `<picture>` (AVIF, then WebP,
 * each at several widths), or the drawing derived from type and weight (SPEC §3), which also
 * stands in when a photo cannot be loaded.
 */
export function ProductImage({
  type,
  weight,
  photo,
  src,
  alt = '',
  decorative = false,
  sizes = '100vw',
  priority = false,
  width = 480,
  height = 480,
  className,
}: ProductImageProps) {
  const drawing = productImage(type, weight);
  const [failed, setFailed] = useState<string | null>(null);
  const shared = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    // The page's largest picture (a catalogue's first cards, a product page's art): asked for
    // before the other images, photo or drawing alike (largest paint).
    fetchPriority: priority ? ('high' as const) : undefined,
    elementtiming: priority ? MAIN_PICTURE_TIMING : undefined,
    // Decoded off the main thread, except the largest picture: it is painted with the page's
    // first frame instead of one frame after (largest paint).
    decoding: priority ? undefined : ('async' as const),
    className: cn('h-full w-full object-cover', className),
  };
  if (photo && failed !== photo.src) {
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
        <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
        <img
          {...shared}
          src={photo.src}
          alt={decorative ? '' : photo.alt || alt}
          width={photo.width}
          height={photo.height}
          onError={() => setFailed(photo.src)}
        />
      </picture>
    );
  }
  const shown = src && failed !== src && !photo ? src : drawing;
  return (
    <img
      {...shared}
      src={shown}
      alt={decorative ? '' : alt}
      width={width}
      height={height}
      onError={() => setFailed(shown)}
    />
  );
}

/** A small framed picture of an ordered product (My Orders, the admin's order detail). */
export function ProductThumb({
  product,
  className,
}: {
  product: { type: ProductType; weight: number | null; photo: ProductPhoto | null };
  className?: string;
}) {
  return (
    <span className={cn('block size-12 shrink-0 overflow-hidden rounded-xl bg-cream-200', className)}>
      <ProductImage
        type={product.type}
        weight={product.weight}
        photo={product.photo}
        sizes="48px"
        width={48}
        height={48}
      />
    </span>
  );
}
