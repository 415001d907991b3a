import { type ComponentType, lazy } from 'react';
import { importWhenReachable } from '@/lib/connection';

/**
 * React's `lazy`, for a part whose code may come while the shop is out of reach: the part waits
 * (its Suspense fallback, or the server's HTML) under the connection banner instead of breaking
 * the page, and loads once the shop answers again (`importWhenReachable`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy`
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWhenReachable(load));
}
