import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SettingsResponseSchema } from '@ikawa/contracts/settings';
import { API_CONTRACT } from './api-contract';
import { contractSchemaFor, fakeApi, inOrder, json, networkError } from './fake-api';
import { settingsBody, storeSettings } from './settings';

const API_SOURCES = import.meta.glob<string>(['../features/*/api/*.ts', '!../features/*/api/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const CONTRACT_MODULES = import.meta.glob<Record<string, unknown>>(
  ['../../../packages/contracts/src/*.ts', '!../../../packages/contracts/src/*.test.ts'],
  { eager: true },
);

/** Takes the problems a test provoked on purpose, so that they do not fail it. */
function takeProblems(api: ReturnType<typeof fakeApi>): string[] {
  return api.problems.splice(0);
}

describe('json', () => {
  it('answers a JSON body, 200 unless told otherwise', async () => {
    const ok = json({ success: true });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toBe('application/json');
    expect(await ok.json()).toEqual({ success: true });
    expect(json({ success: false, error: 'Not found' }, 404).status).toBe(404);
  });
});

describe('fakeApi', () => {
  it('answers by method and path, and records what was sent', async () => {
    const api = fakeApi({
      'GET /api/settings': settingsBody(),
      'PUT /api/users/:id': (request) => json({ echo: request.body, id: request.params.id }),
    });

    const settings = await fetch('/api/settings?fresh=1');
    expect(await settings.json()).toEqual(settingsBody());
    // A fixed answer is given afresh to every request.
    expect((await fetch('/api/settings')).status).toBe(200);
    const saved = await fetch('/api/users/u1', {
      method: 'PUT',
      headers: { 'Idempotency-Key': 'k1' },
      body: JSON.stringify({ name: 'Aline' }),
    });
    expect(await saved.json()).toEqual({ echo: { name: 'Aline' }, id: 'u1' });

    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/settings?fresh=1',
      'GET /api/settings',
      'PUT /api/users/u1',
    ]);
    expect(api.calls[0]?.query.get('fresh')).toBe('1');
    const [put] = api.callsTo('PUT /api/users/:id');
    expect(put?.body).toEqual({ name: 'Aline' });
    expect(put?.headers.get('Idempotency-Key')).toBe('k1');
  });

  it('prefers a route written out over one with a :name segment', async () => {
    fakeApi({
      'GET /api/things/:id': () => json({ which: 'any' }),
      'GET /api/things/mine': () => json({ which: 'mine' }),
    });
    expect(await (await fetch('/api/things/mine')).json()).toEqual({ which: 'mine' });
    expect(await (await fetch('/api/things/t1')).json()).toEqual({ which: 'any' });
  });

  it('fails a request no route answers, naming its method and path', async () => {
    const api = fakeApi({ 'GET /api/settings': settingsBody() });
    await expect(fetch('/api/orders?page=2', { method: 'POST' })).rejects.toThrow(
      /no route answers POST \/api\/orders/,
    );
    expect(takeProblems(api)).toEqual([expect.stringContaining('POST /api/orders')]);
  });

  it('refuses a successful answer the contract does not accept, and lets error answers through', async () => {
    const api = fakeApi({
      'GET /api/settings': inOrder(
        { status: 'success', data: { storeName: 'Ikawa' } },
        json({ success: false, error: 'Down for maintenance', code: 'unavailable' }, 503),
      ),
    });
    await expect(fetch('/api/settings')).rejects.toThrow(
      /the answer to GET \/api\/settings does not match its contract/,
    );
    expect(takeProblems(api)).toEqual([expect.stringContaining('storeEmail')]);
    expect((await fetch('/api/settings')).status).toBe(503);
  });

  it('checks the answer of a route with :name segments against its contract', () => {
    expect(contractSchemaFor('GET', '/api/settings')).toBe(SettingsResponseSchema);
    expect(contractSchemaFor('PUT', '/api/users/u1/payment-methods/c1')).toBe(
      API_CONTRACT['PUT /api/users/:id/payment-methods/:methodId'],
    );
    // The profile update's answer is read as unknown by the client: nothing to check.
    expect(contractSchemaFor('PUT', '/api/users/u1')).toBeUndefined();
  });

  it('answers in turn with inOrder, and fails a request past the last answer', async () => {
    const api = fakeApi({ 'POST /api/newsletter': inOrder(networkError, json({ fine: true }, 503)) });
    await expect(fetch('/api/newsletter', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect((await fetch('/api/newsletter', { method: 'POST' })).status).toBe(503);
    await expect(fetch('/api/newsletter', { method: 'POST' })).rejects.toThrow(/asked 3 times/);
    expect(takeProblems(api)).toHaveLength(1);
  });

  it('adds and replaces routes with answer', async () => {
    const api = fakeApi({ 'GET /api/settings': settingsBody() });
    api.answer({ 'GET /api/settings': json({ success: false, error: 'Gone' }, 410) });
    expect((await fetch('/api/settings')).status).toBe(410);
  });

  it('refuses a route written without a method or with a query', () => {
    expect(() => fakeApi({ '/api/settings': {} })).toThrow(/'METHOD \/path'/);
    expect(() => fakeApi({ 'GET /api/orders?page=2': {} })).toThrow(/request\.query/);
  });

  it('knows the contract of every answer schema the web API functions use', () => {
    const contractSchemas = new Set<unknown>(Object.values(API_CONTRACT));
    const exported = (name: string) =>
      Object.values(CONTRACT_MODULES)
        .map((module) => module[name])
        .find((value): value is z.ZodType => value !== undefined);
    const used = new Set(
      Object.values(API_SOURCES).flatMap((source) =>
        [...source.matchAll(/\b[A-Z]\w*(?:Response|Detail|Config)Schema\b|\bSuccessSchema\b/g)].map(
          ([name]) => name,
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((name) => !contractSchemas.has(exported(name)));
    expect(missing).toEqual([]);
  });
});

describe('storeSettings', () => {
  it('builds the settings with the test’s changes, as the contract reads them', () => {
    const settings = storeSettings({ storeName: 'Ikawa', freeShippingThreshold: 75 });
    expect(settings).toMatchObject({ storeName: 'Ikawa', freeShippingThreshold: 75, currency: 'CAD' });
    expect(SettingsResponseSchema.parse(settingsBody())).toEqual(settingsBody());
    expect(() => storeSettings({ lowStockThreshold: 2.5 })).toThrow();
  });
});
