import { PAGE_MAX } from '@ikawa/contracts/common';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers';

/**
 * Every paged list refuses a page past PAGE_MAX with a 400 and a field message (a page of
 * 2147483648 answered 500), and still answers the last allowed page.
 */
const ctx = useTestApp();

const lists: [role: 'admin' | 'customer' | 'delivery', path: string][] = [
  ['admin', '/api/admin/orders'],
  ['admin', '/api/admin/users'],
  ['admin', '/api/admin/outbox'],
  ['admin', '/api/admin/newsletter/subscribers'],
  ['customer', '/api/orders'],
  ['delivery', '/api/delivery/history'],
];

describe('page numbers of the paged lists', () => {
  it.each(lists)('%s %s: refuses pages past the last one allowed', async (role, path) => {
    const user = await ctx.loginAs(role);
    const get = (page: string) => ctx.app.inject({ url: `${path}?page=${page}`, headers: user.headers });
    for (const page of ['2147483648', String(PAGE_MAX + 1)]) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Page must be at most 100,000',
        code: 'validation_failed',
        details: [{ path: 'page', message: 'Page must be at most 100,000' }],
      });
    }
    // Past the safe integers, the page is not a whole number either.
    for (const page of ['9007199254740993', '1e308']) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    const last = await get(String(PAGE_MAX));
    expect(last.statusCode).toBe(200);
  });
});
