import { PushKeyResponseSchema, PushSubscriptionResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api, apiRequest } from '@/lib/api-client';

/** Where the courier app's service worker is registered (web/courier-app.config.ts). */
const SCOPE = '/delivery';

/** Whether this browser can be told of new orders at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A base64url VAPID key as `applicationServerKey` wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SCOPE);
}

/** This phone's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Why turning notifications on did not work, for the courier to read. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'no_worker') {
    super(reason);
  }
}

/**
 * Asks the courier's permission, subscribes this phone at its push service with the shop's key
 * and gives the subscription to the shop (PUT /delivery/push/subscription).
 */
export async function subscribeToPush(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const worker = await registration();
  if (!worker) throw new PushSetupError('no_worker');
  const { data } = await api.get(deliveryApiPaths.pushKey, PushKeyResponseSchema);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await api.put(deliveryApiPaths.pushSubscription, subscription.toJSON(), PushSubscriptionResponseSchema);
  return subscription;
}

/** Stops notifications on this phone: at the push service and at the shop. */
export async function unsubscribeFromPush(subscription: PushSubscription): Promise<void> {
  await apiRequest(deliveryApiPaths.pushSubscription, PushSubscriptionResponseSchema, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
