import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshAfterMoves } from '../api/update-delivery-status';
import { keptCopy } from '../api/get-courier-orders';
import { courierOutbox } from '../outbox/courier-outbox';
import { syncState } from '../outbox/sync-state';

/** While moves wait, how often the outbox tries again (besides the browser's `online` event). */
const RETRY_MS = 15 * 1000;

export function useOutboxEntries() {
  return useSyncExternalStore(courierOutbox.subscribe, courierOutbox.entries, courierOutbox.entries);
}

export function useSyncState() {
  return useSyncExternalStore(syncState.subscribe, syncState.get, syncState.get);
}

/** Whether the browser says it has a network (no network: certainly offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Keeps the courier's outbox going while the delivery area is open (decision 020): loads the
 * signed-in courier's moves, sends those waiting at once, whenever the browser is back online and
 * every little while until none waits, and refreshes the courier's lists after each round.
 */
export function useOutboxSync(userId: string | null) {
  const queryClient = useQueryClient();
  const entries = useOutboxEntries();
  const waiting = entries.some((entry) => entry.state === 'waiting');

  useEffect(() => {
    let alive = true;
    void keptCopy().then((copy) => {
      if (alive && copy) syncState.known(copy.syncedAt);
    });
    void courierOutbox
      .load(userId)
      .then(() => (alive && userId ? courierOutbox.flush() : null))
      .then((result) => {
        if (alive && result && (result.applied.length > 0 || result.refused.length > 0))
          void refreshAfterMoves(queryClient);
      })
      // No IndexedDB on this browser: moves are then sent at once only.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (!waiting || !userId) return;
    const send = () => {
      if (!navigator.onLine) return;
      void courierOutbox.flush().then((result) => {
        if (result.applied.length > 0 || result.refused.length > 0) void refreshAfterMoves(queryClient);
      });
    };
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [waiting, userId, queryClient]);
}
