import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const save = (user: TestUser | null, slug: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: user?.headers ?? {}, payload });

describe('policy pages', () => {
  it('serves the seeded text of each page to anyone', async () => {
    for (const [slug, title] of [
      ['privacy', 'Privacy Policy'],
      ['terms', 'Terms of Service'],
      ['shipping', 'Shipping Policy'],
      ['returns', 'Returns'],
    ]) {
      const res = await ctx.app.inject({ url: `/api/pages/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ slug, title, updatedAt: null });
      expect(res.json().data.body.length).toBeGreaterThan(200);
    }
    expect((await ctx.app.inject({ url: '/api/pages/privacy' })).json().data.body).toContain('PIPEDA');
  });

  it('serves each page in the reader’s language, the French starting text in French', async () => {
    const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
    for (const [slug, title] of [
      ['privacy', 'Politique de confidentialité'],
      ['terms', 'Conditions d’utilisation'],
      ['shipping', 'Politique de livraison'],
      ['returns', 'Retours'],
    ]) {
      const res = await ctx.app.inject({ url: `/api/pages/${slug}`, headers: french });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.json().data).toMatchObject({ slug, locale: 'fr-CA', updatedAt: null });
      expect(res.json().data.title).toBe(title);
      expect(res.json().data.body.length).toBeGreaterThan(200);
    }
    const privacy = await ctx.app.inject({ url: '/api/pages/privacy', headers: french });
    expect(privacy.json().data.body).toContain('LPRPDE');
    const english = await ctx.app.inject({ url: '/api/pages/privacy' });
    expect(english.json().data).toMatchObject({ locale: 'en-CA', title: 'Privacy Policy' });
  });

  it('saves a page in one language without touching the other', async () => {
    const admin = await ctx.loginAs('admin');
    const saved = await save(admin, 'shipping', {
      locale: 'fr-CA',
      title: 'Livraison',
      body: 'Livraison gratuite dès 50\u00a0$.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ slug: 'shipping', locale: 'fr-CA', title: 'Livraison' });
    const french = await ctx.app.inject({
      url: '/api/pages/shipping',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.json().data).toMatchObject({
      title: 'Livraison',
      body: 'Livraison gratuite dès 50\u00a0$.',
    });
    const english = await ctx.app.inject({ url: '/api/pages/shipping' });
    expect(english.json().data).toMatchObject({ locale: 'en-CA', title: 'Shipping Policy', updatedAt: null });
  });

  it('refuses a language the shop does not speak, in the reader’s language', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      headers: { ...admin.headers, 'accept-language': 'fr-CA' },
      payload: { locale: 'rn-BI', title: 'Amategeko', body: 'Text' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(JSON.stringify(res.json())).toContain('La langue doit être en-CA ou fr-CA');
    const read = await ctx.app.inject({ url: '/api/pages/terms' });
    expect(read.json().data.updatedAt).toBeNull();
  });

  it('answers 400 for a page that does not exist', async () => {
    const res = await ctx.app.inject({ url: '/api/pages/cookies' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('lets an admin save a page, kept as written (Markdown) and served to everyone', async () => {
    const admin = await ctx.loginAs('admin');
    const body = '## Returns\n\nUnopened bags within **60 days**.';
    const res = await save(admin, 'returns', { title: 'Returns & refunds', body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'returns', title: 'Returns & refunds', body });
    expect(res.json().data.updatedAt).toEqual(expect.any(String));
    await save(admin, 'returns', { title: 'Returns', body: 'Changed again.' });
    const read = (await ctx.app.inject({ url: '/api/pages/returns' })).json().data;
    expect(read).toMatchObject({ title: 'Returns', body: 'Changed again.' });
    const all = (await ctx.app.inject({ url: '/api/pages' })).json().data;
    expect(all.map((p: { slug: string; locale: string }) => `${p.slug} ${p.locale}`)).toEqual([
      'privacy en-CA',
      'privacy fr-CA',
      'terms en-CA',
      'terms fr-CA',
      'shipping en-CA',
      'shipping fr-CA',
      'returns en-CA',
      'returns fr-CA',
    ]);
    expect(all[6].body).toBe('Changed again.');
    // The French page was not touched: it still shows the shop's French starting text.
    expect(all[7]).toMatchObject({ locale: 'fr-CA', title: 'Retours', updatedAt: null });
  });

  it('keeps a body that tries to inject script exactly as text (the web renders it without raw HTML)', async () => {
    const admin = await ctx.loginAs('admin');
    const body = 'Hi <script>alert(1)</script> [x](javascript:alert(1))';
    const res = await save(admin, 'terms', { title: 'Terms', body });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/pages/terms' })).json().data.body).toBe(body);
  });

  it('refuses customers and couriers (403), the signed-out (401) and empty pages (400), changing nothing', async () => {
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    expect((await save(customer, 'privacy', { title: 'Mine', body: 'x' })).statusCode).toBe(403);
    expect((await save(courier, 'privacy', { title: 'Mine', body: 'x' })).statusCode).toBe(403);
    expect((await save(null, 'privacy', { title: 'Mine', body: 'x' })).statusCode).toBe(401);
    const admin = await ctx.loginAs('admin');
    const empty = await save(admin, 'privacy', { title: ' ', body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.map((d: { path: string }) => d.path)).toEqual(['title', 'body']);
    expect((await ctx.app.inject({ url: '/api/pages/privacy' })).json().data.title).toBe('Privacy Policy');
  });
});
