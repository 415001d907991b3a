import type { CourierOrder } from '@ikawa/contracts/delivery';

/**
 * The courier app's own IndexedDB database (decision 020): the moves made offline (the outbox)
 * and the last list of assigned orders the shop answered, per courier. IndexedDB rather than
 * localStorage: the service worker could read it, it holds a day of orders without the 5 MB
 * string limit, and a write is not a synchronous stall of the page on a slow phone.
 */
const DB_NAME = 'ikawa-courier';
const DB_VERSION = 1;
export const OUTBOX_STORE = 'outbox';
export const SNAPSHOT_STORE = 'snapshots';
/** Other answers the courier area shows (profile, earnings), kept for offline the same way. */
export const ANSWERS_STORE = 'answers';

/** One move kept until the shop has answered it. */
export interface OutboxEntry {
  /** Sent as the `Idempotency-Key`: a retry of the entry is the same move for the shop. */
  key: string;
  /** The courier who made it (another courier may sign in on the same phone). */
  userId: string;
  orderId: string;
  orderNumber: string;
  /** The status request's body, as the courier app would have sent it at once. */
  body: Record<string, unknown>;
  /** When the courier made it, on the phone's clock (sent as `madeAt`). */
  at: string;
  /** Sending order: the moves of one order must reach the shop in the order they were made. */
  seq: number;
  state: 'waiting' | 'refused';
  /** Why the shop refused it, in the courier's language, and its stable code. */
  error?: string;
  code?: string;
}

/** The last answer of GET /delivery/orders for one courier. */
export interface OrdersSnapshot {
  userId: string;
  orders: CourierOrder[];
  syncedAt: string;
}

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) db.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(SNAPSHOT_STORE))
        db.createObjectStore(SNAPSHOT_STORE, { keyPath: 'userId' });
      if (!db.objectStoreNames.contains(ANSWERS_STORE))
        db.createObjectStore(ANSWERS_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(
  store: string,
  mode: IDBTransactionMode,
  act: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = act(tx.objectStore(store));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      }),
  );
}

export const courierDb = {
  async entries(userId: string): Promise<OutboxEntry[]> {
    const all = await run<OutboxEntry[]>(
      OUTBOX_STORE,
      'readonly',
      (s) => s.getAll() as IDBRequest<OutboxEntry[]>,
    );
    return all.filter((entry) => entry.userId === userId).sort((a, b) => a.seq - b.seq);
  },
  put: (entry: OutboxEntry) => run(OUTBOX_STORE, 'readwrite', (s) => s.put(entry)).then(() => undefined),
  remove: (key: string) => run(OUTBOX_STORE, 'readwrite', (s) => s.delete(key)).then(() => undefined),
  snapshot: (userId: string) =>
    run<OrdersSnapshot | undefined>(
      SNAPSHOT_STORE,
      'readonly',
      (s) => s.get(userId) as IDBRequest<OrdersSnapshot | undefined>,
    ),
  saveSnapshot: (snapshot: OrdersSnapshot) =>
    run(SNAPSHOT_STORE, 'readwrite', (s) => s.put(snapshot)).then(() => undefined),
};

/** One kept answer: `id` is the courier's id and the answer's name. */
export interface KeptAnswer {
  id: string;
  data: unknown;
  keptAt: string;
}

export const keptAnswers = {
  get: (id: string) =>
    run<KeptAnswer | undefined>(
      ANSWERS_STORE,
      'readonly',
      (s) => s.get(id) as IDBRequest<KeptAnswer | undefined>,
    ),
  put: (answer: KeptAnswer) => run(ANSWERS_STORE, 'readwrite', (s) => s.put(answer)).then(() => undefined),
};

/**
 * Forgets the copies of a courier's answers (orders with customers' names, phones and addresses,
 * profile, earnings) when their session ends on this phone; moves still waiting stay, sent once
 * the courier signs in again.
 */
export async function forgetKeptAnswers(userId: string): Promise<void> {
  await run(SNAPSHOT_STORE, 'readwrite', (s) => s.delete(userId));
  await run(ANSWERS_STORE, 'readwrite', (s) => s.delete(IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`)));
}

export type CourierDb = typeof courierDb;
