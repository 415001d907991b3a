import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const subscribe = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('subscribes once, then says the address is already subscribed', async () => {
    const first = await subscribe({ name: 'Aimée', email: 'Aimee@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, alreadySubscribed: false });
    const second = await subscribe({ email: 'aimee@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      success: true,
      alreadySubscribed: true,
      message: 'You are already subscribed. Thank you!',
    });
    const rows = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(rows).toEqual([expect.objectContaining({ email: 'aimee@example.com', name: 'Aimée' })]);
  });

  it('refuses an invalid e-mail with 400 and stores nothing', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}, { email: '' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await ctx.database.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const results = await Promise.all([
      subscribe({ email: 'twice@example.com' }),
      subscribe({ email: 'twice@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await ctx.database.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });
});
