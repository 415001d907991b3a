import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const save = (user: TestUser | null, slug: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: user?.headers ?? {}, payload });

describe('policy pages (issue 17 §3)', () => {
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
    expect(all.map((p: { slug: string }) => p.slug)).toEqual(['privacy', 'terms', 'shipping', 'returns']);
    expect(all[3].body).toBe('Changed again.');
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
