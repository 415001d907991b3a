import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANDING_HERO_IMAGE } from '@ikawa/contracts/constants';
import { isCoffee, PRODUCT_TYPE_LABELS, productImage, productWeight } from '@ikawa/contracts/display';
import type { Product, ProductListResponse } from '@ikawa/contracts/products';
import type { StoreSettings } from '@ikawa/contracts/settings';
import {
  LOCALES,
  type Locale,
  localeFromPath,
  localizedPath,
  stripLocalePrefix,
} from '@ikawa/contracts/i18n';
import type { StoreHours } from '@ikawa/contracts/store-hours';
import { paths } from '@/config/paths';
import { catalogueTitle, parseCatalogueFilters } from '@/features/products/utils/catalogue-filters';
import { formattingLocale } from '@/lib/i18n';
import { pageTitle } from '@/lib/page-title';

/**
 * The `<head>` of a page the server renders: title, description, canonical
 * address, Open Graph and Twitter card tags, and schema.org data as JSON-LD. Built from the same
 * answers the page is rendered with, so what a link preview or a search engine reads is what a
 * visitor sees.
 */
export interface PageHeadInput {
  /** The page's language (its catalog loaded): titles, descriptions and alternates follow it. */
  i18n: I18n;
  /** The shop's public address, without a trailing slash (PUBLIC_URL). */
  origin: string;
  url: URL;
  status: number;
  /** The deepest route's title (`handle.title`); undefined for the product page. */
  routeTitle: string | undefined;
  /** The title of a 404 page ("Page not found" unless the page says what is missing). */
  missingTitle?: string;
  settings: StoreSettings | undefined;
  product: Product | undefined;
  catalogue: ProductListResponse | undefined;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  [paths.home]: msg`Single-origin Arabica coffee from the hills of Burundi: ground coffee, instant granules and 60 kg sacks of green or roasted beans, delivered to your door or ready for pickup.`,
  [paths.shop]: msg`Every Ikawa coffee from Burundi — ground, instant granules and 60 kg sacks — with prices in CAD and stock shown live.`,
  [paths.about]: msg`How Ikawa’s Arabica grows on the hills of Burundi, from washing station to your cup.`,
  [paths.faq]: msg`Answers about Ikawa orders: delivery and pickup, fees, payment, and our coffees.`,
  [paths.contact]: msg`Write, call or visit the Ikawa store: e-mail, phone, address and opening hours.`,
  [paths.policy.privacy]: msg`What Ikawa keeps about you, why, and how to have it changed or removed.`,
  [paths.policy.terms]:
    msg`The terms of buying coffee from Ikawa: orders, prices in CAD, payment and delivery.`,
  [paths.policy.shipping]: msg`How Ikawa ships: express and standard delivery, pickup, fees and times.`,
  [paths.policy.returns]: msg`How to return an Ikawa order or ask for a refund.`,
};

/** Open Graph writes a locale with an underscore. */
const ogLocale = (locale: Locale) => locale.replace('-', '_');

/** `/images/products/powder-1kg.svg` → `/og/products/powder-1kg.png` (server/src/modules/seo). */
export function ogImagePath(artwork: string): string {
  return artwork.replace(/^\/images\//, '/og/').replace(/\.svg$/, '.png');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a `<script>`: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The store's hours from Settings as schema.org OpeningHoursSpecification, the
 * hours the Contact page shows: days with the same times together, closed days left out.
 */
export function openingHours(hours: StoreHours) {
  const specs: {
    '@type': 'OpeningHoursSpecification';
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[] = [];
  hours.forEach((day, i) => {
    if (day.closed) return;
    const dayUrl = `https://schema.org/${SCHEMA_DAYS[i]}`;
    const same = specs.find((spec) => spec.opens === day.open && spec.closes === day.close);
    if (same) same.dayOfWeek.push(dayUrl);
    else
      specs.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [dayUrl],
        opens: day.open,
        closes: day.close,
      });
  });
  return specs;
}

function storeJsonLd(locale: Locale, origin: string, settings: StoreSettings) {
  const { storeAddress: address } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${origin}/#store`,
    name: settings.storeName,
    url: `${origin}${localizedPath(locale, '/')}`,
    knowsLanguage: [...LOCALES],
    logo: `${origin}/favicon.svg`,
    image: `${origin}${ogImagePath(LANDING_HERO_IMAGE)}`,
    email: settings.storeEmail,
    telephone: settings.storePhone,
    currenciesAccepted: settings.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: openingHours(settings.storeHours),
  };
}

/**
 * The product's link-preview picture: a 1200×630 JPEG of its main photo, made by
 * the server (server/src/modules/seo), or the PNG of its drawing.
 */
export function productPreview(i18n: I18n, product: Product): { path: string; type: string; alt: string } {
  const photo = product.photos[0];
  if (photo) {
    return {
      path: `/og/photos/${product._id}/${photo._id}.jpg`,
      type: 'image/jpeg',
      alt: photo.alt || product.name,
    };
  }
  const name = product.name;
  const weight = productWeight(product, formattingLocale(i18n.locale));
  return {
    path: ogImagePath(productImage(product.type, product.weight)),
    type: 'image/png',
    alt: weight ? i18n._(msg`Illustration of ${name}, ${weight}`) : i18n._(msg`Illustration of ${name}`),
  };
}

function productJsonLd(i18n: I18n, origin: string, product: Product, settings: StoreSettings | undefined) {
  const locale = formattingLocale(i18n.locale);
  const url = `${origin}${localizedPath(locale, paths.product(product.slug))}`;
  const typeLabel = PRODUCT_TYPE_LABELS[product.type];
  const artwork = productImage(product.type, product.weight);
  const largest = (photo: Product['photos'][number]) => photo.srcset.webp.split(', ').at(-1)?.split(' ')[0];
  const photos = product.photos.map(largest).filter((src): src is string => Boolean(src));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    inLanguage: locale,
    name: product.name,
    description: product.description,
    sku: product._id,
    url,
    // The photos when there are any (the preview first), else the drawing.
    image: [productPreview(i18n, product).path, ...(photos.length > 0 ? photos : [artwork])].map(
      (src) => `${origin}${src}`,
    ),
    // Origin is the coffee's; an accessory states a weight only when it has one.
    category: isCoffee(product.type) ? i18n._(msg`${typeLabel} coffee`) : typeLabel,
    brand: { '@type': 'Brand', name: settings?.storeName ?? 'Ikawa' },
    ...(product.weight === null
      ? {}
      : { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'KGM' } }),
    ...(isCoffee(product.type) ? { countryOfOrigin: { '@type': 'Country', name: 'Burundi' } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'CAD',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(settings ? { seller: { '@type': 'Organization', name: settings.storeName } } : {}),
    },
  };
}

function itemListJsonLd(locale: Locale, origin: string, url: string, catalogue: ProductListResponse) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    inLanguage: locale,
    numberOfItems: catalogue.data.length,
    itemListElement: catalogue.data.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${localizedPath(locale, paths.product(product.slug))}`,
      name: product.name,
    })),
  };
}

/**
 * `/shop?type=sack` keeps its type (a real page of its own); other filters fold into `/shop`.
 * Without the language prefix: each language's address is made from it.
 */
function canonicalPath(url: URL): string {
  const pathname = stripLocalePrefix(url.pathname);
  if (pathname !== paths.shop) return pathname;
  const type = url.searchParams.get('type');
  return type && type in PRODUCT_TYPE_LABELS ? `${paths.shop}?type=${type}` : paths.shop;
}

export interface PageHead {
  title: string;
  /** The tags that go into `<head>`, title included, as HTML. */
  html: string;
  /** Parsed JSON-LD, for tests and the server's own checks. */
  jsonLd: unknown[];
}

export function buildPageHead(input: PageHeadInput): PageHead {
  const { i18n, origin, url, status, settings, product, catalogue } = input;
  const locale = localeFromPath(url.pathname);
  const pathname = stripLocalePrefix(url.pathname);
  const missing = status === 404;
  let title = pageTitle(
    i18n,
    missing ? (input.missingTitle ?? i18n._(msg`Page not found`)) : input.routeTitle,
  );
  const described = DESCRIPTIONS[pathname] ?? DESCRIPTIONS[paths.home];
  let description = described ? i18n._(described) : '';
  let image = ogImagePath(LANDING_HERO_IMAGE);
  let imageAlt = i18n._(msg`Dawn over the coffee hills of Kayanza, Burundi`);
  let imageType = 'image/png';
  let type = 'website';
  const jsonLd: unknown[] = [];
  const path = canonicalPath(url);
  const canonical = `${origin}${localizedPath(locale, path)}`;

  if (!missing && product) {
    const preview = productPreview(i18n, product);
    title = pageTitle(i18n, product.name);
    description = shorten(product.description);
    image = preview.path;
    imageAlt = preview.alt;
    imageType = preview.type;
    type = 'product';
    jsonLd.push(productJsonLd(i18n, origin, product, settings));
  } else if (!missing && pathname === paths.shop && catalogue) {
    title = pageTitle(i18n, i18n._(catalogueTitle(parseCatalogueFilters(url.searchParams).type)));
    jsonLd.push(itemListJsonLd(locale, origin, canonical, catalogue));
  } else if (!missing && pathname === paths.home && settings) {
    jsonLd.push(storeJsonLd(locale, origin, settings));
  }

  const siteName = settings?.storeName ?? 'Ikawa';
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (missing) tags.push('<meta name="robots" content="noindex" />');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    // The same page in each language, and English for any other reader.
    for (const other of LOCALES) {
      const href = escapeHtml(`${origin}${localizedPath(other, path)}`);
      tags.push(`<link rel="alternate" hreflang="${other}" href="${href}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}" />`);
  }
  const og: [string, string][] = [
    ['og:site_name', siteName],
    ['og:type', type],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:image', `${origin}${image}`],
    ['og:image:type', imageType],
    ['og:image:width', String(OG_IMAGE_SIZE.width)],
    ['og:image:height', String(OG_IMAGE_SIZE.height)],
    ['og:image:alt', imageAlt],
    ['og:locale', ogLocale(locale)],
    ...LOCALES.filter((other) => other !== locale).map((other): [string, string] => [
      'og:locale:alternate',
      ogLocale(other),
    ]),
  ];
  if (!missing && product) {
    og.push(['product:price:amount', product.price.toFixed(2)], ['product:price:currency', 'CAD']);
  }
  for (const [property, content] of og) {
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', `${origin}${image}`],
    ['twitter:image:alt', imageAlt],
  ];
  for (const [name, content] of twitter) {
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  for (const data of jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return { title, html: tags.join('\n    '), jsonLd };
}
