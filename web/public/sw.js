/* global self, URL -- a service worker: its globals, not the page's */
/*
 * Randevu's service worker (issue #21): Web Push to closed browsers. Served at /sw.js (scope /),
 * not hashed, so a browser that subscribed keeps finding it. It only handles pushes: no caching.
 * A push carries { id, title, text, unread_notifications_count, act_id, url } (crates/api/src/push.rs).
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { text: event.data ? event.data.text() : '' };
  }
  const count = Number(data.unread_notifications_count);
  const nav = self.navigator;
  let badge = Promise.resolve();
  // The app badge where the platform has one (installed apps on Chrome, Edge, Safari).
  if (Number.isFinite(count) && nav && 'setAppBadge' in nav) {
    badge = (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
  }
  // One notification per id: a push sent again (a retry) or announced by the open page replaces it.
  const shown = self.registration.showNotification(data.title || 'Randevu', {
    body: data.text || '',
    tag: data.id != null ? `randevu-notification-${data.id}` : undefined,
    icon: '/favicon.svg',
    data: { url: data.url || '/' },
  });
  event.waitUntil(Promise.all([shown, badge]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only this site's pages are opened from a notification.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => 'focus' in w);
      if (open) return open.navigate(target.href).then((w) => (w || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
