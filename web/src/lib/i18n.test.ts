import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './i18n';

describe('loadCatalog', () => {
  it('answers the same request with the same promise, so `use` suspends only once', async () => {
    const i18n = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': {} } });
    const first = loadCatalog(i18n, ['checkout', 'account']);
    expect(loadCatalog(i18n, ['checkout', 'account'])).toBe(first);
    expect(loadCatalog(i18n, 'checkout')).toBe(loadCatalog(i18n, 'checkout'));
    await first;
    // The French words of both parts are in, and the language is active.
    expect(i18n.locale).toBe('fr-CA');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(100);
  });
});
