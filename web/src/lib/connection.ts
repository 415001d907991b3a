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
