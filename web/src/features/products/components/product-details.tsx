import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight, CircleAlert, PackageSearch, Truck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  isCoffee,
  PRODUCT_MESSAGE_DESCRIPTORS,
  PRODUCT_TYPE_MESSAGES,
  productWeight,
} from '@ikawa/contracts/display';
import type { Product } from '@ikawa/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ProductText } from '@/components/ui/product-text';
import { SubscribeChoice } from '@/components/ui/subscribe-choice';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useSubscriptionOffer } from '@/lib/subscription-offer';
import { useCart } from '@/stores/cart';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';
import { AddToCartButton, useAvailableToAdd } from './add-to-cart-button';
import { ProductArt } from './product-art';
import { ProductCard } from './product-card';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';

/** The product page: loading, 'Product not found', an error, or the product. */
export function ProductDetails({ slug }: { slug: string }) {
  const { t } = useLingui();
  const product = useProduct(slug);
  // A full screen's height while loading keeps the footer from jumping when the product arrives (CLS).
  if (product.isPending)
    return (
      <div className="min-h-screen">
        <LoadingState label={t`Loading product…`} />
      </div>
    );
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return (
      <PageMessage
        icon={<CircleAlert aria-hidden="true" className="size-8 text-cherry-600" />}
        title={t`Error Loading Product`}
        role="alert"
        action={
          <Button onClick={() => void product.refetch()} isLoading={product.isFetching}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>Please try again later</Trans>
      </PageMessage>
    );
  }
  return <ProductView product={product.data} />;
}

function ProductNotFound() {
  const { i18n } = useLingui();
  const title = i18n._(PRODUCT_MESSAGE_DESCRIPTORS.notFound);
  usePageTitle(title);
  return (
    <PageMessage
      icon={<PackageSearch aria-hidden="true" className="size-8" />}
      title={title}
      action={
        <ButtonLink to={paths.shop}>
          <Trans>Browse the shop</Trans>
        </ButtonLink>
      }
    >
      <Trans>This coffee is no longer in our catalogue, or the link is mistyped.</Trans>
    </PageMessage>
  );
}

function PageMessage({
  icon,
  title,
  children,
  action,
  role,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
  role?: 'alert';
}) {
  return (
    <section role={role} className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        {icon}
      </span>
      <h1 className="mt-6 text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-3 text-espresso-600">{children}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}

function Breadcrumb({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const typeLabel = i18n._(PRODUCT_TYPE_MESSAGES[product.type]);
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-espresso-600">
        <li className="flex items-center gap-1">
          <Link
            to={paths.shop}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-espresso-800 hover:text-espresso-950 hover:underline md:min-h-8"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Shop</Trans>
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-espresso-300" />
        </li>
        <li className="flex items-center gap-1">
          <Link
            to={`${paths.shop}?type=${product.type}`}
            className="inline-flex min-h-11 items-center rounded-md hover:text-espresso-950 hover:underline md:min-h-8"
          >
            {typeLabel}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-espresso-300" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-espresso-900">
          {/* The heading below carries the badge: the breadcrumb only says the name's language. */}
          <ProductText product={product} field="name" badge={false} />
        </li>
      </ol>
    </nav>
  );
}

/**
 * The main photo (or the drawing) and, with several photos, a row of buttons to show each one.
 * The server renders the first; choosing another is the browser's.
 */
function ProductGallery({ product, weight }: { product: Product; weight: string | null }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const photo = product.photos[shown] ?? product.photos[0];
  const name = product.name;
  const count = product.photos.length;
  // A photo's own alt text comes first; these stand in for a photo without one and the drawing.
  const alt =
    weight === null
      ? photo
        ? t`Photo of ${name}`
        : t`Illustration of ${name}`
      : photo
        ? t`Photo of ${name}, ${weight}`
        : t`Illustration of ${name}, ${weight}`;
  return (
    <div className="md:sticky md:top-24 md:self-start">
      <div className="overflow-hidden rounded-[2rem] bg-cream-200 shadow-soft ring-1 ring-espresso-100">
        <ProductArt
          product={product}
          photo={photo}
          priority
          alt={alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-square"
        />
      </div>
      {product.photos.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Photos`}>
          {product.photos.map((each, index) => {
            const position = index + 1;
            const description = each.alt;
            return (
              <li key={each._id}>
                <button
                  type="button"
                  aria-label={
                    description
                      ? t`Show photo ${position} of ${count}: ${description}`
                      : t`Show photo ${position} of ${count}`
                  }
                  aria-pressed={each === photo}
                  onClick={() => setShown(index)}
                  className="block size-16 overflow-hidden rounded-xl bg-cream-200 ring-1 ring-espresso-100 aria-pressed:ring-3 aria-pressed:ring-espresso-700"
                >
                  <ProductArt product={product} photo={each} decorative sizes="64px" className="size-16" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The product's facts, named in the page's language. */
const DETAIL_TERMS: Record<'type' | 'weight' | 'origin' | 'variety', MessageDescriptor> = {
  type: msg`Type`,
  weight: msg`Weight`,
  origin: msg`Origin`,
  variety: msg`Variety`,
};

/** The heading over three more products of a type: a whole sentence per type, for the translator. */
const RELATED_TITLES: Record<Product['type'], MessageDescriptor> = {
  powder: msg`More powder coffee`,
  granule: msg`More granulated coffee`,
  sack: msg`More sack coffee`,
  accessory: msg`More accessories`,
};

function ProductView({ product }: { product: Product }) {
  usePageTitle(product.name);
  const { inCart, available } = useAvailableToAdd(product);
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(quantity, Math.max(1, available));
  const atLimit = available > 0 && chosen >= available;
  const limitNoteId = useId();
  const { i18n } = useLingui();
  const locale = useLocale();
  const typeLabel = i18n._(PRODUCT_TYPE_MESSAGES[product.type]);
  const weight = productWeight(product, locale);
  const stock = product.stock;
  // Origin and variety are the coffee's; an accessory shows a weight only when it has one.
  const coffee = isCoffee(product.type);
  const details = (
    [
      [DETAIL_TERMS.type, typeLabel],
      [DETAIL_TERMS.weight, weight],
      [DETAIL_TERMS.origin, coffee ? i18n._(msg`Burundi`) : null],
      [DETAIL_TERMS.variety, coffee ? i18n._(msg`Arabica`) : null],
    ] satisfies [MessageDescriptor, string | null][]
  ).filter((entry): entry is [MessageDescriptor, string] => entry[1] !== null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <Breadcrumb product={product} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
        <ProductGallery product={product} weight={weight} />

        <div className="flex flex-col">
          <div className="flex flex-wrap gap-2">
            <Badge tone="crema">{typeLabel}</Badge>
            {weight && <Badge tone="neutral">{weight}</Badge>}
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-semibold text-balance md:text-5xl">
            <ProductText product={product} field="name" />
          </h1>
          {/* As on the cards: side by side only where both fit, else the stock under the price. */}
          <div className="@container mt-5">
            <div className="flex flex-col items-start gap-2 @sm:flex-row @sm:items-center @sm:gap-5">
              <p className="font-display text-3xl font-semibold whitespace-nowrap">
                {formatPrice(product.price, locale)}
              </p>
              <StockStatus stock={product.stock} className="whitespace-nowrap" />
            </div>
          </div>
          <p className="mt-6 text-lg leading-relaxed text-espresso-700">
            <ProductText product={product} field="description" />
          </p>

          <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-espresso-100 ring-1 ring-espresso-100">
            {details.map(([term, detail], index) => (
              <div
                key={term.id}
                // A last fact alone on its row takes the whole row.
                className={cn(
                  'bg-cream-50 px-4 py-3',
                  index === details.length - 1 && index % 2 === 0 && 'col-span-2',
                )}
              >
                <dt className="text-xs font-semibold tracking-[0.14em] text-espresso-500 uppercase">
                  {i18n._(term)}
                </dt>
                <dd className="mt-1 font-medium text-espresso-900">{detail}</dd>
              </div>
            ))}
          </dl>

          <PurchaseChoice />

          <div className="mt-6 flex flex-wrap items-end gap-4">
            <QuantitySelector
              value={chosen}
              max={available}
              onChange={setQuantity}
              disabled={available <= 0}
              limitNoteId={limitNoteId}
            />
            <AddToCartButton
              product={product}
              quantity={chosen}
              size="lg"
              className="min-w-48 flex-1 sm:flex-none"
              onAdded={() => setQuantity(1)}
            />
          </div>
          {atLimit ? (
            // Why the plus button does nothing more, tied to it (aria-describedby).
            <p id={limitNoteId} className="mt-3 text-sm text-espresso-600">
              {inCart > 0 ? (
                <Trans>
                  Only {stock} in stock, {inCart} already in your cart.
                </Trans>
              ) : (
                <Trans>Only {stock} in stock.</Trans>
              )}
            </p>
          ) : (
            inCart > 0 && (
              <p className="mt-3 text-sm text-espresso-600">
                {available > 0 ? (
                  <Trans>You have {inCart} in your cart.</Trans>
                ) : (
                  <Trans>All {stock} in stock are already in your cart.</Trans>
                )}
              </p>
            )
          )}
          <p className="mt-6 flex items-start gap-2 text-sm text-espresso-600">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-crema-500" />
            <Trans>
              Home delivery or store pickup. The delivery fee is calculated automatically at checkout.
            </Trans>
          </p>
        </div>
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

/**
 * One-time purchase or Subscribe & save, for the whole cart: the choice is the cart's. Nothing
 * when the shop's offer cannot be read (a one-time purchase still works).
 */
function PurchaseChoice() {
  const offer = useSubscriptionOffer();
  const { subscription, setSubscription } = useCart();
  if (!offer.data) return null;
  return (
    <SubscribeChoice offer={offer.data} value={subscription} onChange={setSubscription} className="mt-8" />
  );
}

/** Three more coffees of the same type, so a shopper can keep browsing without going back. */
function RelatedProducts({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const related = useProducts({ type: product.type });
  const others = (related.data?.data ?? []).filter((item) => item._id !== product._id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-title" className="text-2xl font-semibold md:text-3xl">
          {i18n._(RELATED_TITLES[product.type])}
        </h2>
        <ButtonLink to={`${paths.shop}?type=${product.type}`} variant="ghost">
          <Trans>See all</Trans>
        </ButtonLink>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
        {others.map((item) => (
          <li key={item._id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
