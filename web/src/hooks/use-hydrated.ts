import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true otherwise:
 * what only the browser knows (the stored session, a `#section` in the address) joins right
 * after hydration, so the first render matches the server's HTML (decision 012).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
