/*
 * Whether the shop's server answers (README "Unreachable server"): the API client reports each
 * call that got no answer at all and each that got one, and the app's banner
 * (components/ui/connection-banner.tsx) shows while the last call got none. A tiny store of its
 * own, so the first page carries no more than these lines.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  for (const listener of listeners) listener();
}

export function isUnreachable(): boolean {
  return unreachable;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves the next time a call is answered after the shop was out of reach. */
function reachableAgain(): Promise<void> {
  return new Promise((resolve) => {
    const stop = subscribeConnection(() => {
      if (unreachable) return;
      stop();
      resolve();
    });
  });
}

/** Whether the shop answers at all (its health route; any answer counts). */
async function shopAnswers(): Promise<boolean> {
  try {
    await fetch('/api/health', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a part's code (a dynamic import); when it cannot come because the shop is out of reach,
 * the banner says so and the part keeps waiting (its place on the page as it was) until a call
 * is answered again, then asks again. A failure while the shop answers (code gone after an
 * update) is thrown: the error page's Reload fetches the new code.
 */
export async function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (await shopAnswers()) throw error;
      reportReachable(false);
      await reachableAgain();
    }
  }
}
