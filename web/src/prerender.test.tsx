import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLandingFirstFrame } from './prerender';

describe('renderLandingFirstFrame', () => {
  afterEach(() => window.localStorage.clear());

  it('renders the navigation, the banner and the hero of a signed-out visit, as HTML', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    // A session in this browser must not leak into the page every visitor is sent.
    window.localStorage.setItem('token', 'header.payload.signature');
    window.localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Aline', role: 'admin' }));
    const container = document.createElement('div');
    const html = renderLandingFirstFrame(container);

    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe('Coffee from the high hills of Burundi');
    expect(page.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect([...page.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Shop Now', 'Learn More']),
    );
    expect(page.querySelector('img[src="/images/hero/kayanza-dawn.svg"]')).not.toBeNull();
    expect(html).not.toContain('Aline');
    // The renderer is gone: the container is empty again for the app.
    expect(container.innerHTML).toBe('');
  });
});
