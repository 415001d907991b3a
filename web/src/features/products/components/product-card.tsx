import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_TYPE_MESSAGES, productWeight } from '@ikawa/contracts/display';
import type { Product } from '@ikawa/contracts/products';
import { Badge } from '@/components/ui/badge';
import { ProductText, UntranslatedBadge } from '@/components/ui/product-text';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { AddToCartButton, useAvailableToAdd } from './add-to-cart-button';
import { ProductArt } from './product-art';
import { StockStatus } from './stock-status';

interface ProductCardProps {
  product: Product;
  /** Cards in the first row load their artwork at once. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue card: artwork, name, type, weight (an accessory's only when it has one), price in
 * CAD with 2 decimals, stock state and 'Add to Cart'. The whole card opens the product page; the
 * button stays separate.
 */
export function ProductCard({ product, priority = false, className }: ProductCardProps) {
  const nameId = useId();
  const { inCart, available } = useAvailableToAdd(product);
  const { i18n } = useLingui();
  const locale = useLocale();
  const typeLabel = i18n._(PRODUCT_TYPE_MESSAGES[product.type]);
  const weight = productWeight(product, locale);
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl bg-cream-50 shadow-soft ring-1 ring-espresso-100 transition-shadow hover:shadow-lift',
        className,
      )}
    >
      <div className="relative aspect-[5/4] overflow-hidden bg-cream-200 md:aspect-square">
        <ProductArt
          product={product}
          priority={priority}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <Badge tone="crema" className="absolute top-3 left-3 bg-cream-50/90 backdrop-blur">
          {typeLabel}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-lg leading-snug font-semibold text-balance">
          {/* The link covers the card (::after), so the card is one big target. */}
          <Link
            to={paths.product(product.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus-ring) focus-visible:after:outline-solid"
          >
            <ProductText product={product} field="name" badge={false} />
          </Link>
        </h3>
        {/* Outside the heading, the badge stays out of the card's name and its link's. */}
        <UntranslatedBadge product={product} field="name" className="mt-1.5 self-start" />
        <p className="mt-1 text-sm text-espresso-600">{weight ? `${weight} · ${typeLabel}` : typeLabel}</p>
        {/*
          The price and the stock share a row only where both fit whole (a sack's "1 317,50 $"
          beside "Plus que 4 en stock" needs about 22rem); a narrower card, a phone's included,
          puts the stock under the price on purpose rather than letting the row wrap.
        */}
        <div className="@container mt-4">
          <div className="flex flex-col items-start gap-1 @sm:flex-row @sm:items-end @sm:justify-between @sm:gap-3">
            <p className="font-display text-2xl font-semibold whitespace-nowrap text-espresso-900">
              {formatPrice(product.price, locale)}
            </p>
            <StockStatus stock={product.stock} className="whitespace-nowrap" />
          </div>
        </div>
        <div className="relative z-10 mt-auto pt-5">
          <AddToCartButton product={product} fullWidth aria-describedby={nameId} />
          {inCart > 0 && (
            <p className="mt-2 text-center text-xs text-espresso-600">
              {available > 0 ? (
                <Trans>{inCart} in your cart</Trans>
              ) : (
                <Trans>All {inCart} in stock are in your cart</Trans>
              )}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
