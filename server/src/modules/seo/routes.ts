import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '@ikawa/contracts/i18n';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '../../lib/error-messages';
import { translate } from '../../lib/i18n';
import { POLICY_SLUGS } from '@ikawa/contracts/pages';
import { listPolicyPages } from '../pages/repo';
import { getSettingsRow } from '../settings/repo';
import { listLiveProductDates } from '../products/repo';
import { createOgImages } from './og-image';

/** Storefront pages in the sitemap besides the products. */
const PAGES = ['/', '/shop', '/about', '/faq', '/contact'] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const notFoundImage = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({
    success: false,
    error: translate(request.locale, ERRORS.common.imageNotFound),
    code: 'not_found',
  });

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What search engines and link previews read besides the pages: robots.txt,
 * sitemap.xml with every live product, and the PNG pictures named by the pages' Open Graph
 * tags. Addresses start with PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string; webRoot: string | undefined }> = async (
  app,
  { publicUrl, webRoot },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      // In both languages (README "Languages": French pages under /fr).
      ...LOCALES.flatMap((locale) =>
        // A customer's receipt from an e-mail link is never indexed either.
        ['/account', '/admin', '/delivery', '/receipt/'].map(
          (path) => `Disallow: ${localizedPath(locale, path)}`,
        ),
      ),
      'Disallow: /api',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [products, settings, policies] = await Promise.all([
      listLiveProductDates(app.db),
      getSettingsRow(app.db),
      listPolicyPages(app.db),
    ]);
    // The policy pages as the shop last saved them in each language; one never edited shows the
    // shop's starting text, with no date of its own.
    const policyEdited = new Map(policies.map((page) => [`${page.slug} ${page.locale}`, page.updatedAt]));
    const newestProduct = products.reduce<Date | undefined>(
      (newest, { updatedAt }) => (!newest || updatedAt > newest ? updatedAt : newest),
      undefined,
    );
    const latest = (...dates: (Date | undefined)[]) =>
      dates.reduce<Date | undefined>((a, b) => (!a || (b && b > a) ? b : a), undefined);
    // A page's last change is the newest of what it shows: the catalogue its products, the
    // landing page the products and the settings (banner, opening hours), Contact the settings.
    const lastmod: Record<(typeof PAGES)[number], Date | undefined> = {
      '/': latest(newestProduct, settings.updatedAt),
      '/shop': newestProduct,
      '/about': undefined,
      '/faq': settings.updatedAt,
      '/contact': settings.updatedAt,
    };
    // Each page once per language, each naming the others (and English as the default), as
    // search engines read alternates in a sitemap.
    const address = (locale: Locale, loc: string) => escapeXml(`${publicUrl}${localizedPath(locale, loc)}`);
    const entry = (loc: string, modified: Date | undefined | ((locale: Locale) => Date | undefined)) => {
      const modifiedIn = (locale: Locale) => (typeof modified === 'function' ? modified(locale) : modified);
      const alternates = [
        ...LOCALES.map(
          (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale, loc)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE, loc)}"/>`,
      ].join('');
      return LOCALES.map((locale) => {
        const date = modifiedIn(locale);
        return `  <url><loc>${address(locale, loc)}</loc>${date ? `<lastmod>${day(date)}</lastmod>` : ''}${alternates}</url>`;
      }).join('\n');
    };
    const urls = [
      ...PAGES.map((page) => entry(page, lastmod[page])),
      ...POLICY_SLUGS.map((slug) => entry(`/${slug}`, (locale) => policyEdited.get(`${slug} ${locale}`))),
      ...products.map((product) => entry(`/shop/${encodeURIComponent(product.slug)}`, product.updatedAt)),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });

  // A product photo's link preview, made when the photo was uploaded. A photo's
  // id names one content for ever; a day's cache lets a deleted one fall out of previews.
  app.get<{ Params: { productId: string; file: string } }>(
    '/og/photos/:productId/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { productId, file } = request.params;
      const image = file.endsWith('.jpg')
        ? await app.productPhotos.linkPreview(productId, file.slice(0, -4))
        : undefined;
      if (!image) return notFoundImage(request, reply);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(image);
    },
  );

  if (!webRoot) return;
  const images = createOgImages(webRoot);
  app.get<{ Params: { folder: string; file: string } }>(
    '/og/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const image = file.endsWith('.png') ? await images.get(`${folder}/${file.slice(0, -4)}`) : undefined;
      if (!image) return notFoundImage(request, reply);
      // The artwork changes only with a release; a day is short enough to pick a new one up.
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(image);
    },
  );
};
