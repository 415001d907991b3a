/**
 * When the courier's list of orders last came from the shop, and whether the one on screen is
 * that kept copy because the shop cannot be reached now (decision 020). A tiny store of its own,
 * read with `useSyncExternalStore`.
 */
export interface SyncState {
  syncedAt: string | null;
  fromCopy: boolean;
}

let state: SyncState = { syncedAt: null, fromCopy: false };
const listeners = new Set<() => void>();

function set(next: SyncState) {
  if (next.syncedAt === state.syncedAt && next.fromCopy === state.fromCopy) return;
  state = next;
  for (const listener of listeners) listener();
}

export const syncState = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The shop answered now. */
  synced: (at: string) => set({ syncedAt: at, fromCopy: false }),
  /** The list shown is the copy kept at `syncedAt`. */
  fromCopy: (syncedAt: string) => set({ syncedAt, fromCopy: true }),
  /** What the copy on this phone says before the first answer (the app opened offline). */
  known: (syncedAt: string) => {
    if (state.syncedAt === null) set({ syncedAt, fromCopy: state.fromCopy });
  },
  reset: () => set({ syncedAt: null, fromCopy: false }),
};
