import type { CourierOrder } from '@ikawa/contracts/delivery';
import { ApiError } from '@/lib/api-client';
import type { CourierDb, OutboxEntry } from './courier-db';

/** What a move is, apart from its order: the status request's body as the app sends it. */
export interface NewMove {
  orderId: string;
  orderNumber: string;
  body: Record<string, unknown>;
}

export interface OutboxDeps {
  db: Pick<CourierDb, 'entries' | 'put' | 'remove'>;
  /** Sends one entry to the shop (its key as `Idempotency-Key`, its time as `madeAt`). */
  send: (entry: OutboxEntry) => Promise<CourierOrder>;
  now?: () => Date;
  newKey?: () => string;
}

export interface FlushResult {
  /** The orders as the shop answered each move it applied (or had applied before). */
  applied: CourierOrder[];
  refused: OutboxEntry[];
  /** The shop could not be reached: the rest waits for the next try. */
  stopped: boolean;
}

/**
 * A failure that says nothing about the move itself (no answer, a timeout, the shop busy or
 * down, the session to renew): the move stays in the outbox for the next try. Any other answer
 * is the shop's word on the move, and a refusal is shown to the courier.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/**
 * A random UUID (v4) for an `Idempotency-Key`. `crypto.randomUUID` exists only on https and
 * localhost; a phone reaching a development shop over the Wi-Fi (`HOST=0.0.0.0`, plain http)
 * still has `getRandomValues`.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The courier's outbox (decision 020): moves made while the shop cannot be reached, kept in
 * IndexedDB and sent in the order they were made once it can. Each keeps the key and phone time
 * it was made with, so a move sent twice (the answer lost on the way) is applied once.
 */
export function createOutbox({ db, send, now = () => new Date(), newKey = randomKey }: OutboxDeps) {
  let userId: string | null = null;
  let entries: readonly OutboxEntry[] = [];
  let lastSeq = 0;
  let flushing: Promise<FlushResult> | null = null;
  const listeners = new Set<() => void>();

  function set(next: readonly OutboxEntry[]) {
    entries = next;
    for (const entry of next) lastSeq = Math.max(lastSeq, entry.seq);
    for (const listener of listeners) listener();
  }

  /** Reads the courier's entries (on sign-in, or another courier on the same phone). */
  async function load(user: string | null): Promise<void> {
    userId = user;
    set(user ? await db.entries(user) : []);
  }

  /** A move as the outbox would keep it (its key and phone time), not kept yet. */
  function draft(move: NewMove): OutboxEntry {
    const at = now();
    return {
      key: newKey(),
      userId: userId ?? '',
      orderId: move.orderId,
      orderNumber: move.orderNumber,
      body: move.body,
      at: at.toISOString(),
      seq: Math.max(at.getTime(), lastSeq + 1),
      state: 'waiting',
    };
  }

  /** Keeps a drafted move until the shop answers it (one sent at once that got no answer). */
  async function keep(entry: OutboxEntry): Promise<OutboxEntry> {
    if (!userId || entry.userId !== userId)
      throw new Error('outbox: the move is not the signed-in courier’s');
    await db.put(entry);
    set([...entries, entry]);
    return entry;
  }

  const add = (move: NewMove) => keep(draft(move));

  async function dismiss(key: string): Promise<void> {
    await db.remove(key);
    set(entries.filter((entry) => entry.key !== key));
  }

  async function sendWaiting(): Promise<FlushResult> {
    const result: FlushResult = { applied: [], refused: [], stopped: false };
    // Read afresh after each answer: a move made while the round runs goes out in it, after the others.
    const tried = new Set<string>();
    for (;;) {
      const entry = entries.find((e) => e.state === 'waiting' && !tried.has(e.key));
      if (!entry) break;
      tried.add(entry.key);
      try {
        result.applied.push(await send(entry));
        await db.remove(entry.key);
        set(entries.filter((e) => e.key !== entry.key));
      } catch (error) {
        if (isTransient(error)) {
          result.stopped = true;
          break;
        }
        const refused: OutboxEntry = {
          ...entry,
          state: 'refused',
          error: error instanceof Error ? error.message : String(error),
          ...(error instanceof ApiError && error.code ? { code: error.code } : {}),
        };
        await db.put(refused);
        set(entries.map((e) => (e.key === entry.key ? refused : e)));
        result.refused.push(refused);
      }
    }
    return result;
  }

  /** Sends the waiting moves in order; one round at a time (a second call joins the first). */
  function flush(): Promise<FlushResult> {
    flushing ??= sendWaiting().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    load,
    draft,
    keep,
    add,
    dismiss,
    flush,
    entries: () => entries,
    user: () => userId,
    waiting: () => entries.filter((entry) => entry.state === 'waiting'),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The orders as the courier left them: the shop's last answer with the moves still waiting in
 * the outbox laid over it, so a card picked up offline reads "picked up" and offers the next step.
 */
export function withWaitingMoves(
  orders: readonly CourierOrder[],
  entries: readonly OutboxEntry[],
): CourierOrder[] {
  return orders.map((order) => {
    let shown = order;
    for (const entry of entries) {
      if (entry.state !== 'waiting' || entry.orderId !== order._id) continue;
      const status = entry.body.status;
      if (status === 'picked_up' || status === 'delivered' || status === 'failed')
        shown = { ...shown, delivery: { ...shown.delivery, status } };
    }
    return shown;
  });
}
