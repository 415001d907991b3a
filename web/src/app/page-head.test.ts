import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/features/products/testing/catalogue-api';
import { testI18n } from '@/testing/i18n';
import { buildPageHead, ogImagePath, openingHours, scriptJson } from './page-head';

describe('page head helpers', () => {
  it('reads the store hours the Contact page shows as schema.org opening hours', () => {
    const hours = [
      ...Array.from({ length: 5 }, () => ({ closed: false, open: '09:00', close: '19:00' })),
      { closed: false, open: '10:00', close: '12:00' },
      { closed: false, open: '10:00', close: '12:00' },
    ];
    expect(openingHours(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
        opens: '10:00',
        closes: '12:00',
      },
    ]);
  });

  it('leaves closed days out of the opening hours', () => {
    const hours = Array.from({ length: 7 }, (_, i) => ({ closed: i !== 2, open: '08:00', close: '16:30' }));
    expect(openingHours(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Wednesday'],
        opens: '08:00',
        closes: '16:30',
      },
    ]);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = scriptJson({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('names the PNG made from a piece of artwork', () => {
    expect(ogImagePath('/images/products/sack-60kg.svg')).toBe('/og/products/sack-60kg.png');
    expect(ogImagePath('/images/hero/kayanza-dawn.svg')).toBe('/og/hero/kayanza-dawn.png');
  });

  it('previews a product by its main photo, and by its drawing without one', () => {
    const product = CATALOGUE[0]!;
    const photo = {
      _id: 'ph1',
      id: 'ph1',
      alt: 'The bag on a wooden table',
      width: 1280,
      height: 960,
      src: '/uploads/products/p/abc-640.webp',
      srcset: {
        avif: '/uploads/products/p/abc-320.avif 320w, /uploads/products/p/abc-1280.avif 1280w',
        webp: '/uploads/products/p/abc-320.webp 320w, /uploads/products/p/abc-1280.webp 1280w',
      },
    };
    const head = (photos: (typeof photo)[]) =>
      buildPageHead({
        i18n: testI18n(),
        origin: 'https://shop.test',
        url: new URL(`https://shop.test/shop/${product.slug}`),
        status: 200,
        routeTitle: undefined,
        settings: undefined,
        product: { ...product, photos },
        catalogue: undefined,
      });
    const withPhoto = head([photo]);
    expect(withPhoto.html).toContain(
      `<meta property="og:image" content="https://shop.test/og/photos/${product._id}/ph1.jpg" />`,
    );
    expect(withPhoto.html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(withPhoto.html).toContain('<meta property="og:image:alt" content="The bag on a wooden table" />');
    expect(withPhoto.jsonLd[0]).toMatchObject({
      image: [
        `https://shop.test/og/photos/${product._id}/ph1.jpg`,
        'https://shop.test/uploads/products/p/abc-1280.webp',
      ],
    });
    const drawing = head([]);
    expect(drawing.html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(drawing.jsonLd[0]).toMatchObject({
      image: [`https://shop.test${ogImagePath(product.images[0]!)}`, `https://shop.test${product.images[0]}`],
    });
  });

  it('names the page in both languages, with English as the default', () => {
    const product = CATALOGUE[0]!;
    const head = (locale: 'en-CA' | 'fr-CA', path: string) =>
      buildPageHead({
        i18n: testI18n(locale),
        origin: 'https://shop.test',
        url: new URL(`https://shop.test${path}`),
        status: 200,
        routeTitle: undefined,
        settings: undefined,
        product,
        catalogue: undefined,
      });
    const french = head('fr-CA', `/fr/shop/${product.slug}`);
    const alternates = [
      `<link rel="canonical" href="https://shop.test/fr/shop/${product.slug}" />`,
      `<link rel="alternate" hreflang="en-CA" href="https://shop.test/shop/${product.slug}" />`,
      `<link rel="alternate" hreflang="fr-CA" href="https://shop.test/fr/shop/${product.slug}" />`,
      `<link rel="alternate" hreflang="x-default" href="https://shop.test/shop/${product.slug}" />`,
      '<meta property="og:locale" content="fr_CA" />',
      '<meta property="og:locale:alternate" content="en_CA" />',
    ];
    for (const tag of alternates) expect(french.html).toContain(tag);
    expect(french.jsonLd[0]).toMatchObject({
      inLanguage: 'fr-CA',
      url: `https://shop.test/fr/shop/${product.slug}`,
      offers: { priceCurrency: 'CAD' },
    });
    const english = head('en-CA', `/shop/${product.slug}`);
    expect(english.html).toContain(`<link rel="canonical" href="https://shop.test/shop/${product.slug}" />`);
    expect(english.html).toContain('<meta property="og:locale" content="en_CA" />');
    expect(english.jsonLd[0]).toMatchObject({ inLanguage: 'en-CA' });
  });
});
