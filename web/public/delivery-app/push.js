/*
 * The courier app's push handler, loaded by its service worker (web/courier-app.config.ts,
 * decision 020). The shop sends the notification's words in the courier's language; this only
 * shows them, tells open windows of the app (which refetch their list and chime), and opens the
 * app when the notification is tapped.
 */
/* global self */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  if (!message.title) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'ikawa:push', message });
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/delivery-app/icon-192.png',
        badge: '/delivery-app/icon-192.png',
        data: { url: message.url || '/delivery/orders' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/delivery/orders';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/delivery'));
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
