import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@ikawa/contracts/display';
import { createProduct, createUser } from '../../src/db/factories';
import { products } from '../../src/db/schema/index';
import { upsertPolicyPage } from '../../src/modules/pages/repo';
import { useTestApp } from '../helpers';
import { webBuildForTests } from '../web-build';

// The storefront's HTML as a search engine, a link preview or a phone receives it.
const PUBLIC_URL = 'https://shop.ikawa.example';
let dist = '';
beforeAll(() => {
  dist = webBuildForTests();
});
const ctx = useTestApp({
  get WEB_DIST_DIR() {
    return dist;
  },
  PUBLIC_URL,
} as Record<string, string>);

type Row = Awaited<ReturnType<typeof createProduct>>;
let ground: Row;
let sack: Row;
let soldOut: Row;
let archived: Row;

beforeEach(async () => {
  const db = ctx.database.db;
  ground = await createProduct(db, {
    name: 'Ngozi Highlands Ground Coffee',
    description:
      'Bright, floral and sweet: a washed Bourbon from Ngozi\'s hills, ground for filter & "pour-over".',
    type: 'powder',
    weight: 0.5,
    price: 18.5,
    stock: 12,
  });
  sack = await createProduct(db, {
    name: 'Kayanza Washed Sack',
    description: 'Sixty kilograms of green Arabica.',
    type: 'sack',
    weight: 60,
    price: 940,
    stock: 3,
  });
  soldOut = await createProduct(db, {
    name: 'Mwaro <Instant> Granules',
    description: 'Gone for now </script><script>alert(1)</script>',
    type: 'granule',
    weight: 1,
    price: 25,
    stock: 0,
  });
  archived = await createProduct(db, {
    name: 'Old Blend',
    description: 'No longer sold.',
    type: 'powder',
    weight: 1,
    price: 10,
    stock: 5,
  });
  await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
});

const policyEditor = () =>
  createUser(ctx.database.db, {
    name: 'Claudine',
    email: 'claudine@ikawa.test',
    password: 'coffee-admin',
    role: 'admin',
  });

async function page(url: string) {
  const res = await ctx.app.inject({ url });
  const html = res.body;
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const state = /<script type="application\/json" id="ikawa-ssr-state">(.*?)<\/script>/.exec(html)?.[1];
  return {
    res,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd,
    state: state ? (JSON.parse(state) as { queries: { queries: { queryKey: unknown[] }[] } }) : undefined,
    root: /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '',
  };
}

describe('server-rendered storefront pages', () => {
  it('renders a product page with its name, price, head tags, data and Product JSON-LD', async () => {
    const p = await page(`/shop/${ground.slug}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(p.res.headers['cache-control']).toBe('no-cache');
    expect(p.root).toContain('<h1');
    expect(p.root).toContain('Ngozi Highlands Ground Coffee');
    expect(p.root).toContain(formatPrice(18.5));
    expect(p.title).toBe('Ngozi Highlands Ground Coffee — Ikawa');
    expect(p.titles).toBe(1);
    expect(p.description).toBe(
      'Bright, floral and sweet: a washed Bourbon from Ngozi&#39;s hills, ground for filter &#38; &#34;pour-over&#34;.',
    );
    const url = `${PUBLIC_URL}/shop/${ground.slug}`;
    expect(p.canonical).toBe(url);
    expect(p.og('type')).toBe('product');
    expect(p.og('title')).toBe(p.title);
    expect(p.og('url')).toBe(url);
    expect(p.og('image')).toBe(`${PUBLIC_URL}/og/products/powder-500g.png`);
    expect(p.og('image:width')).toBe('1200');
    expect(p.og('image:height')).toBe('630');
    expect(p.twitter('card')).toBe('summary_large_image');
    expect(p.twitter('image')).toBe(p.og('image'));
    expect(p.html).toContain('<meta property="product:price:amount" content="18.50" />');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Ngozi Highlands Ground Coffee',
        sku: ground.id,
        url,
        image: [`${PUBLIC_URL}/og/products/powder-500g.png`, `${PUBLIC_URL}/images/products/powder-500g.svg`],
        offers: expect.objectContaining({
          '@type': 'Offer',
          url,
          price: '18.50',
          priceCurrency: 'CAD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ]);
    // The browser hydrates with the same answers: the product and 'More powder coffee'.
    expect(p.state?.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['settings'],
        ['products', 'detail', ground.slug],
        ['products', 'list', { type: 'powder' }],
      ]),
    );
    // What the page shows first is named in the headers; its data is already in the HTML.
    expect(p.res.headers.link).toContain('</images/products/powder-500g.svg>; rel=preload; as=image');
    expect(p.res.headers.link).not.toContain('/api/');
  });

  it('says a sold-out product is out of stock, and escapes what an admin typed', async () => {
    const p = await page(`/shop/${soldOut.slug}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.jsonLd[0]).toMatchObject({
      name: 'Mwaro <Instant> Granules',
      description: 'Gone for now </script><script>alert(1)</script>',
      offers: { availability: 'https://schema.org/OutOfStock', price: '25.00' },
    });
    expect(p.html).not.toContain('<script>alert(1)</script>');
    expect(p.html).not.toContain('<Instant>');
    expect(p.title).toBe('Mwaro &#60;Instant&#62; Granules — Ikawa');
  });

  it('compresses the page', async () => {
    const res = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('paints before the app runs: styles in the page, the app and the page modules started by one script the CSP allows', async () => {
    const res = await ctx.app.inject({ url: '/shop' });
    // No stylesheet to wait for, and no script to download before the first paint (decision 012,
    // "First paint before the app").
    expect(res.body).toMatch(/<style>[^<]*\.grid\{/);
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(String(res.headers.link)).not.toContain('modulepreload');
    const start =
      /<script type="module" id="app-start" data-entry="([^"]+)" data-preload="([^"]*)">([^<]+)<\/script>/.exec(
        res.body,
      );
    expect(start).not.toBeNull();
    const [, entry, preload, body] = start!;
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The catalogue's own module comes with the app's.
    expect(preload!.split(' ')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/shop-[\w-]+\.js$/)]),
    );
    const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(hash);
    // Each file it names is served.
    for (const file of [entry!, ...preload!.split(' ').filter(Boolean)])
      expect((await ctx.app.inject({ url: file })).statusCode).toBe(200);
    // A page rendered in the browser keeps its stylesheet link, cached across pages.
    expect((await ctx.app.inject({ url: '/account' })).body).toContain('rel="stylesheet"');
  });

  it('answers an ETag, and 304 when the page has not changed', async () => {
    const first = await ctx.app.inject({ url: `/shop/${sack.slug}` });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      url: `/shop/${sack.slug}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    // Written past the app, as another process would: the page goes once the database's notice
    // of it arrives, a moment after the COMMIT (modules/seo/page-cache.ts).
    await ctx.database.db.update(products).set({ stock: 2 }).where(eq(products.id, sack.id));
    await vi.waitFor(async () => {
      const changed = await ctx.app.inject({
        url: `/shop/${sack.slug}`,
        headers: { 'if-none-match': String(etag) },
      });
      expect(changed.statusCode).toBe(200);
    });
  });

  it('renders the catalogue, with its filters from the address, and an ItemList', async () => {
    const p = await page('/shop');
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe('Shop — Ikawa');
    expect(p.canonical).toBe(`${PUBLIC_URL}/shop`);
    for (const product of [ground, sack, soldOut])
      expect(p.root).toContain(product.name.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(p.root).not.toContain('Old Blend');
    expect(p.root).toContain(formatPrice(940));
    const [list] = p.jsonLd;
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 3, url: `${PUBLIC_URL}/shop` });
    expect((list as { itemListElement: unknown[] }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${PUBLIC_URL}/shop/${sack.slug}`, name: sack.name },
      { '@type': 'ListItem', position: 2, url: `${PUBLIC_URL}/shop/${soldOut.slug}`, name: soldOut.name },
      { '@type': 'ListItem', position: 3, url: `${PUBLIC_URL}/shop/${ground.slug}`, name: ground.name },
    ]);

    const sacks = await page('/shop?type=sack&sort=price');
    expect(sacks.title).toBe('Coffee sacks · Shop — Ikawa');
    expect(sacks.canonical).toBe(`${PUBLIC_URL}/shop?type=sack`);
    expect(sacks.root).toContain(sack.name);
    expect(sacks.root).not.toContain(ground.name);
    expect(sacks.jsonLd[0]).toMatchObject({ numberOfItems: 1 });
  });

  it('renders the landing page with the store as a LocalBusiness: address and opening hours', async () => {
    const p = await page('/');
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe('Ikawa — Burundi Arabica Coffee');
    expect(p.canonical).toBe(`${PUBLIC_URL}/`);
    expect(p.og('image')).toBe(`${PUBLIC_URL}/og/hero/kayanza-dawn.png`);
    expect(p.root).toContain('<h1');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Store',
        name: 'Ikawa Coffee',
        email: 'hello@ikawa.test',
        telephone: '+1 416 555 0100',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '412 Bloor Street West',
          addressLocality: 'Toronto',
          postalCode: 'M5S 1X5',
          addressCountry: 'CA',
        },
        openingHoursSpecification: [
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
            closes: '18:00',
          },
        ],
      }),
    ]);
  });

  it('renders About, FAQ and Contact with their own titles', async () => {
    for (const [url, title] of [
      ['/about', 'About — Ikawa'],
      ['/faq', 'FAQ — Ikawa'],
      ['/contact', 'Contact — Ikawa'],
    ] as const) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(200);
      expect(p.title, url).toBe(title);
      expect(p.canonical, url).toBe(`${PUBLIC_URL}${url}`);
      expect(p.root, url).toContain('<h1');
    }
    expect((await page('/contact')).root).toContain('hello@ikawa.test');
  });

  it('renders the policy pages, as the shop wrote them, with their own titles', async () => {
    await upsertPolicyPage(ctx.database.db, {
      slug: 'returns',
      locale: 'en-CA',
      title: 'Returns & refunds',
      body: 'Unopened bags come back **within 30 days**.',
      updatedBy: (await policyEditor()).id,
    });
    for (const [url, title] of [
      ['/privacy', 'Privacy Policy — Ikawa'],
      ['/terms', 'Terms of Service — Ikawa'],
      ['/shipping', 'Shipping Policy — Ikawa'],
      ['/returns', 'Returns — Ikawa'],
    ] as const) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(200);
      expect(p.title, url).toBe(title);
      expect(p.titles, url).toBe(1);
      expect(p.canonical, url).toBe(`${PUBLIC_URL}${url}`);
      expect(p.description, url).toBeTruthy();
      expect(p.root, url).toContain('<h1');
    }
    const returns = await page('/returns');
    expect(returns.root).toContain('Returns &amp; refunds');
    expect(returns.root).toMatch(/<strong[^>]*>within 30 days<\/strong>/);
  });

  it('answers 404 with the not-found page for an unknown or archived product and any unknown path', async () => {
    for (const [url, missing] of [
      [`/shop/${archived.slug}`, 'Product not found'],
      ['/shop/no-such-coffee', 'Product not found'],
      ['/no/such/page', 'Page not found'],
      // The checkout is a panel over the storefront, not a page of its own.
      ['/checkout', 'Page not found'],
    ] as const) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(404);
      expect(p.title, url).toBe(`${missing} — Ikawa`);
      expect(p.root, url).toContain(missing);
      expect(p.html, url).toContain('<meta name="robots" content="noindex" />');
      expect(p.canonical, url).toBeUndefined();
    }
  });

  it('serves the pages rendered in the browser with 200 and their own title', async () => {
    for (const [url, title] of [
      ['/account', 'My Account — Ikawa'],
      ['/account/orders', 'My Orders — Ikawa'],
      ['/admin/settings', 'Settings · Admin — Ikawa'],
      ['/delivery/history', 'Delivery History — Ikawa'],
      ['/reset-password?token=abc', 'Reset password — Ikawa'],
      ['/payment-success', 'Payment — Ikawa'],
    ] as const) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ikawa-ssr-state');
    }
  });

  it('renders the French pages under /fr, in French, naming the English ones', async () => {
    const p = await page(`/fr/shop/${ground.slug}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.html).toContain('<html lang="fr-CA" data-locale="fr-CA">');
    expect(p.title).toBe('Ngozi Highlands Ground Coffee — Ikawa');
    expect(p.canonical).toBe(`${PUBLIC_URL}/fr/shop/${ground.slug}`);
    expect(p.html).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}/shop/${ground.slug}" />`,
    );
    expect(p.html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/shop/${ground.slug}" />`,
    );
    expect(p.og('locale')).toBe('fr_CA');
    expect(p.jsonLd[0]).toMatchObject({
      inLanguage: 'fr-CA',
      offers: { priceCurrency: 'CAD', price: '18.50' },
    });
    // French money in the page, French words around it.
    expect(p.root).toMatch(/18,50\s\$/);
    const shop = await page('/fr/shop');
    expect(shop.title).toBe('Boutique — Ikawa');
    expect(shop.description).toMatch(/^Tous les cafés Ikawa du Burundi/);
    const home = await page('/fr');
    expect(home.title).toBe('Ikawa — Café arabica du Burundi');
    expect(home.html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}/fr" />`);
    // A page rendered in the browser gets its language and title too.
    const account = await ctx.app.inject({ url: '/fr/account' });
    expect(account.body).toContain('<html lang="fr-CA" data-locale="fr-CA">');
    expect(account.body).toContain('<title>Mon compte — Ikawa</title>');
    expect((await page('/fr/nowhere')).res.statusCode).toBe(404);
  });

  it('renders the owner’s French texts on French pages, and marks English shown for want of French', async () => {
    const db = ctx.database.db;
    const bilingual = await createProduct(db, {
      name: 'Gitega Heritage Granules',
      description: 'Freeze-dried granules from Gitega.',
      type: 'granule',
      weight: 0.5,
      price: 16.75,
      stock: 9,
      fr: { name: 'Granulés Héritage de Gitega', description: 'Des granulés lyophilisés de Gitega.' },
    });
    const p = await page(`/fr/shop/${bilingual.slug}`);
    expect(p.title).toBe('Granulés Héritage de Gitega — Ikawa');
    expect(p.root).toContain('Des granulés lyophilisés de Gitega.');
    expect(p.root).not.toContain('Freeze-dried granules from Gitega.');
    expect(p.jsonLd[0]).toMatchObject({ name: 'Granulés Héritage de Gitega', inLanguage: 'fr-CA' });
    // The English page is untouched.
    expect((await page(`/shop/${bilingual.slug}`)).title).toBe('Gitega Heritage Granules — Ikawa');
    // Without French, the English shows, in English for screen readers, with its badge.
    const english = await page(`/fr/shop/${ground.slug}`);
    expect(english.root).toContain('<span lang="en">Ngozi Highlands Ground Coffee</span>');
    expect(english.root).toContain('Texte en anglais');
    const shop = await page('/fr/shop');
    expect(shop.root).toContain('Granulés Héritage de Gitega');
  });

  it('never sends a first visit elsewhere for its browser language, but keeps a chosen French', async () => {
    const english = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-CA" data-locale="en-CA">');
    const chosen = await ctx.app.inject({ url: '/', headers: { cookie: 'ikawa_locale=fr-CA' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/fr');
    expect(chosen.headers.vary).toMatch(/Cookie/i);
    // Other pages keep the language of their address.
    expect(
      (await ctx.app.inject({ url: '/shop', headers: { cookie: 'ikawa_locale=fr-CA' } })).statusCode,
    ).toBe(200);
  });

  it('sends old product links to their new address', async () => {
    const res = await ctx.app.inject({ url: `/products/${ground.slug}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/shop/${ground.slug}`);
  });
});

describe('robots.txt, sitemap.xml and link-preview pictures', () => {
  it('lets crawlers read the storefront, not the private areas, and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /admin',
        'Disallow: /delivery',
        'Disallow: /receipt/',
        'Disallow: /fr/account',
        'Disallow: /fr/admin',
        'Disallow: /fr/delivery',
        'Disallow: /fr/receipt/',
        'Disallow: /api',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('lists every live product and storefront page, with the date of its last change', async () => {
    const changed = new Date('2026-03-14T10:00:00Z');
    await ctx.database.db.update(products).set({ updatedAt: changed }).where(eq(products.id, sack.id));
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const entries = [
      ...res.body.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g,
      ),
    ].map(([, loc, lastmod, links]) => ({ loc, lastmod, links }));
    const locs = entries.map((entry) => entry.loc);
    for (const path of [
      '/',
      '/shop',
      '/about',
      '/faq',
      '/contact',
      '/privacy',
      '/terms',
      '/shipping',
      '/returns',
    ])
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    for (const product of [ground, sack, soldOut]) {
      expect(locs).toContain(`${PUBLIC_URL}/shop/${product.slug}`);
      expect(locs).toContain(`${PUBLIC_URL}/fr/shop/${product.slug}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/fr`);
    expect(locs).toContain(`${PUBLIC_URL}/fr/returns`);
    expect(locs).not.toContain(`${PUBLIC_URL}/shop/${archived.slug}`);
    expect(entries.find((entry) => entry.loc?.endsWith(`/fr/shop/${sack.slug}`))?.lastmod).toBe('2026-03-14');
    // Every page in both languages, each naming both and English as the default.
    expect(entries).toHaveLength(24);
    expect(entries.find((entry) => entry.loc === `${PUBLIC_URL}/fr/shop/${sack.slug}`)?.links).toBe(
      [
        `<xhtml:link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}/shop/${sack.slug}"/>`,
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}/fr/shop/${sack.slug}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/shop/${sack.slug}"/>`,
      ].join(''),
    );
    // A policy page carries the date the shop last saved it; one never edited has none.
    await upsertPolicyPage(ctx.database.db, {
      slug: 'terms',
      locale: 'en-CA',
      title: 'Terms',
      body: 'Be kind.',
      updatedBy: (await policyEditor()).id,
    });
    const again = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(again).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/terms</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`),
    );
    expect(again).toContain(`<url><loc>${PUBLIC_URL}/privacy</loc><xhtml:link`);
  });

  it('makes a 1200×630 PNG of the product artwork, once, and 404 for anything else', async () => {
    const first = await ctx.app.inject({ url: '/og/products/sack-60kg.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const info = await sharp(first.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    const again = await ctx.app.inject({ url: '/og/products/sack-60kg.png' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await ctx.app.inject({ url: '/og/hero/kayanza-dawn.png' })).statusCode).toBe(200);
    for (const url of [
      '/og/products/nothing.png',
      '/og/products/sack-60kg.svg',
      '/og/secret/x.png',
      '/og/products/..hero.png',
    ])
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    // An encoded slash is refused before any route runs (plugins/security.ts).
    expect((await ctx.app.inject({ url: '/og/products/..%2Fhero.png' })).statusCode).toBe(400);
  });
});
