import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addresses, paymentMethods, users } from '../../db/schema/index';
import { multipartBody } from '../../../test/multipart';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const home = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
const work = { street: '1 Front Street', city: 'Toronto', postalCode: 'M5J 2N1', country: 'CA' };
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cardholderName: 'Sarah Thompson',
  cvc: '123',
};

const call = (
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('profile', () => {
  it('updates name and e-mail, and nothing outside the allowed fields', async () => {
    const me = await ctx.loginAs('customer', { name: 'Sarah' });
    const res = await call(me, 'PUT', `/api/users/${me.id}`, {
      name: 'Sarah Thompson',
      email: 'Sarah.T@Example.com',
      role: 'admin',
      passwordHash: 'x',
      tokenVersion: 99,
      _id: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: me.id,
      name: 'Sarah Thompson',
      email: 'sarah.t@example.com',
      role: 'customer',
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: 'customer', tokenVersion: 0 });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The old token still works: a profile edit is not a security event.
    expect((await call(me, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a taken e-mail with 409 and a bad one with 400', async () => {
    const me = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const taken = await call(me, 'PUT', `/api/users/${me.id}`, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('An account with this email already exists');
    const bad = await call(me, 'PUT', `/api/users/${me.id}`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ path: 'email', message: 'Please enter a valid email address' });
  });

  it('lets nobody but the user (or an admin) read or change a profile', async () => {
    const me = await ctx.loginAs('customer', { name: 'Original' });
    const other = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    for (const intruder of [other, courier]) {
      expect((await call(intruder, 'GET', `/api/users/${me.id}`)).statusCode).toBe(404);
      expect((await call(intruder, 'PUT', `/api/users/${me.id}`, { name: 'Hacked' })).statusCode).toBe(404);
      expect((await call(intruder, 'POST', `/api/users/${me.id}/addresses`, home)).statusCode).toBe(404);
      expect((await call(intruder, 'POST', `/api/users/${me.id}/payment-methods`, card)).statusCode).toBe(
        404,
      );
      expect(
        (
          await call(intruder, 'PUT', `/api/users/${me.id}/password`, {
            currentPassword: 'x',
            newPassword: 'whatever-123',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await call(null, 'GET', `/api/users/${me.id}`)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.name).toBe('Original');
    expect(await ctx.database.db.select().from(addresses)).toHaveLength(0);
    const admin = await ctx.loginAs('admin');
    expect((await call(admin, 'GET', `/api/users/${me.id}`)).statusCode).toBe(200);
  });

  it('changes the password with the current one, ending other sessions', async () => {
    const me = await ctx.loginAs('customer', { password: 'old-password-1' });
    const wrong = await call(me, 'PUT', `/api/users/${me.id}/password`, {
      currentPassword: 'nope',
      newPassword: 'new-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: 'currentPassword', message: 'Your current password is not correct' },
    ]);
    const res = await call(me, 'PUT', `/api/users/${me.id}/password`, {
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect((await call(me, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${fresh}` } }))
        .statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: 'new-password-2' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('addresses', () => {
  it('adds, edits, makes default and deletes, with one default at all times', async () => {
    const me = await ctx.loginAs('customer');
    const first = await call(me, 'POST', `/api/users/${me.id}/addresses`, home);
    expect(first.statusCode).toBe(201);
    expect(first.json().user.addresses).toEqual([
      expect.objectContaining({ street: home.street, isDefault: true }),
    ]);
    const second = (await call(me, 'POST', `/api/users/${me.id}/addresses`, work)).json().user;
    const workId = second.addresses.find((a: { street: string }) => a.street === work.street)._id;
    expect(second.address.street).toBe(home.street);

    const edited = (
      await call(me, 'PUT', `/api/users/${me.id}/addresses/${workId}`, {
        ...work,
        city: 'Ottawa',
        isDefault: true,
      })
    ).json().user;
    expect(edited.address).toMatchObject({ _id: workId, city: 'Ottawa', isDefault: true });
    expect(edited.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const afterDelete = (await call(me, 'DELETE', `/api/users/${me.id}/addresses/${workId}`)).json().user;
    expect(afterDelete.addresses).toEqual([
      expect.objectContaining({ street: home.street, isDefault: true }),
    ]);
  });

  it('keeps SPEC’s default-address calls', async () => {
    const me = await ctx.loginAs('customer');
    const put = await call(me, 'PUT', `/api/users/${me.id}/address`, home);
    expect(put.json().user.address).toMatchObject({ street: home.street, isDefault: true });
    const again = await call(me, 'PUT', `/api/users/${me.id}/address`, { ...home, street: '9 King St' });
    expect(again.json().user.addresses).toHaveLength(1);
    expect(again.json().user.address.street).toBe('9 King St');
    const del = await call(me, 'DELETE', `/api/users/${me.id}/address`);
    expect(del.json().user.address).toBeNull();
    expect((await call(me, 'DELETE', `/api/users/${me.id}/address`)).statusCode).toBe(404);
  });

  it('answers field messages for a bad address and 404 for another user’s address', async () => {
    const me = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const bad = await call(me, 'POST', `/api/users/${me.id}/addresses`, {
      ...home,
      city: '',
      postalCode: undefined,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: 'city', message: 'City is required' },
        { path: 'postalCode', message: 'Postal code is required' },
      ]),
    );
    const theirs = (await call(other, 'POST', `/api/users/${other.id}/addresses`, home)).json().user
      .addresses[0]._id;
    expect((await call(me, 'PUT', `/api/users/${me.id}/addresses/${theirs}`, work)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/users/${me.id}/addresses/${theirs}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, theirs));
    expect(row?.street).toBe(home.street);
  });
});

describe('payment methods', () => {
  it('keeps only brand, last 4, expiry and holder — never the number or CVC', async () => {
    const me = await ctx.loginAs('customer');
    const res = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, card);
    expect(res.statusCode).toBe(201);
    const saved = res.json().user.paymentMethods;
    expect(saved).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        cardNumber: '•••• 4242',
        expiryDate: '12/30',
        cardholderName: 'Sarah Thompson',
        isDefault: true,
      }),
    ]);
    expect(res.body).not.toContain('4242424242424242');
    expect(res.body).not.toContain('4242 4242 4242 4242');
    const rows = await ctx.database.db.select().from(paymentMethods);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    // The CVC is kept nowhere: no column holds it (a random id may well end in …123).
    for (const row of rows) expect(Object.values(row)).not.toContain('123');
  });

  it('edits holder, expiry and default, and deletes', async () => {
    const me = await ctx.loginAs('customer');
    await call(me, 'POST', `/api/users/${me.id}/payment-methods`, card);
    const two = (
      await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
        ...card,
        cardNumber: '5555 5555 5555 4444',
      })
    ).json().user;
    const mc = two.paymentMethods.find((m: { last4: string }) => m.last4 === '4444');
    expect(mc).toMatchObject({ brand: 'mastercard', isDefault: false });
    const edited = (
      await call(me, 'PUT', `/api/users/${me.id}/payment-methods/${mc._id}`, {
        cardholderName: 'S. Thompson',
        expiryDate: '01/31',
        isDefault: true,
      })
    ).json().user;
    expect(edited.paymentMethods.find((m: { _id: string }) => m._id === mc._id)).toMatchObject({
      cardholderName: 'S. Thompson',
      expiryDate: '01/31',
      isDefault: true,
    });
    expect(edited.paymentMethods.filter((m: { isDefault: boolean }) => m.isDefault)).toHaveLength(1);
    // "Make default" alone (it once answered 500).
    const visa = edited.paymentMethods.find((m: { last4: string }) => m.last4 === '4242');
    const madeDefault = await call(me, 'PUT', `/api/users/${me.id}/payment-methods/${visa._id}`, {
      isDefault: true,
    });
    expect(madeDefault.statusCode, madeDefault.body).toBe(200);
    expect(
      madeDefault
        .json()
        .user.paymentMethods.map((m: { last4: string; isDefault: boolean }) => [m.last4, m.isDefault]),
    ).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    await call(me, 'PUT', `/api/users/${me.id}/payment-methods/${mc._id}`, { isDefault: true });
    const after = (await call(me, 'DELETE', `/api/users/${me.id}/payment-methods/${mc._id}`)).json().user;
    expect(after.paymentMethods).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });

  it.each([
    [{ ...card, cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Please enter a valid card number'],
    [{ ...card, expiryDate: '01/20' }, 'expiryDate', 'This card has expired'],
    [{ ...card, expiryDate: '2030-12' }, 'expiryDate', 'Expiry date must be MM/YY'],
    [{ ...card, cardholderName: ' ' }, 'cardholderName', 'Cardholder name is required'],
  ])('refuses a bad card with a field message', async (payload, path, message) => {
    const me = await ctx.loginAs('customer');
    const res = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await ctx.database.db.select().from(paymentMethods)).toHaveLength(0);
  });
});

describe('PATCH /api/auth/profile/image', () => {
  const multipart = (content: Buffer, filename: string, type: string) =>
    multipartBody({ field: 'image', content, filename, type });
  const upload = (user: TestUser, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile/image',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });

  it('refuses a picture of more than 16 megapixels from its header, before decoding it', async () => {
    const me = await ctx.loginAs('customer');
    // 5000 × 4000 = 20 megapixels of one colour: a few kilobytes on the wire.
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#6b3e26' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(200_000);
    const res = await upload(me, multipart(huge, 'huge.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The image is too large: please use a picture of at most 16 megapixels (e.g. 4000 × 4000).',
      code: 'image_too_large',
    });
  });

  it('stores a bounded WebP copy, serves it, and shows it on the user', async () => {
    const me = await ctx.loginAs('customer');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6b3e26' } })
      .png()
      .toBuffer();
    const res = await upload(me, multipart(png, 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImage;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    expect(res.json().user.profileImage).toBe(url);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: me.headers })).json().user.profileImage,
    ).toBe(url);
  });

  it('refuses a file that only pretends to be an image, whatever its name', async () => {
    const me = await ctx.loginAs('customer');
    const res = await upload(
      me,
      multipart(Buffer.from('<script>alert(1)</script>'), 'cat.jpg', 'image/jpeg'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please upload a JPEG, PNG or WebP image');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(me, multipart(gif, 'a.png', 'image/png'))).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.profileImage).toBeNull();
  });

  it('refuses an image over 2 MB with 413', async () => {
    const me = await ctx.loginAs('customer');
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: 'red' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(me, multipart(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The image must be at most 2 MB');
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/auth/profile/image' });
    expect(res.statusCode).toBe(401);
  });
});
