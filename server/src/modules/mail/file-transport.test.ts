import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

/** With no SMTP_URL nothing needs configuring; messages are kept as `.eml` files. */
const ctx = useTestApp();

describe('the embedded default (no SMTP_URL)', () => {
  it('keeps each message in the Outbox and as an .eml file under DATA_DIR/mail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nadia Iradukunda', email: 'nadia@example.test', password: 'long-enough-password' },
    });
    expect(res.statusCode).toBe(201);
    expect(await ctx.app.jobs.runMailOnce()).toMatchObject({ sent: 1, failed: 0 });
    const dir = path.join(ctx.config.dataDir, 'mail');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0]!)));
    expect(parsed.subject).toBe('Welcome to Ikawa Coffee');
    expect(parsed.text).toContain('Welcome, Nadia Iradukunda!');
    expect(parsed.html).toContain('Nadia Iradukunda');

    const admin = await ctx.loginAs('admin');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ kind: 'welcome', status: 'sent', transport: 'file' }),
    ]);
  });
});
