import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for their condition up to 5 s (1 s by default): on a busy two-core
// machine the first lazy route of a file can take longer than a second to load.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the app's scroll restoration (app/use-scroll-restoration.ts) calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.style.overflow = '';
});
