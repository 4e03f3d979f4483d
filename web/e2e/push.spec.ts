import { expect, test } from './support/test';

// Web Push (issue #21 item 2) in headless Chromium. The service worker is served at /sw.js,
// registers on the user's click, and shows a push with its title, text and link (a push is
// delivered through the DevTools protocol: headless Chromium has no push service to subscribe
// with, so `PushManager.subscribe` either reaches the server or the switch says it failed).

/** The demo master (no other spec changes its notifications). */
const MASTER_PHONE = '+905550000003';

test('the service worker registers on the switch, and a push shows the notification', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/site/login/password', {
    data: { phone: MASTER_PHONE, password: 'randevu-demo', captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status(), await login.text()).toBe(200);

  // The worker is a plain, uncached script at the root.
  const script = await page.request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(await script.text()).toContain("addEventListener('push'");

  await page.goto('/en/master/notifications');
  const device = page.getByTestId('push-device');
  await expect(device).toContainText('Push notifications on this device');
  // Nothing is registered before the user asks for it.
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/')))).toBe(false);

  const subscribed = page.waitForRequest((r) => r.url().endsWith('/api/common/push/subscriptions'), { timeout: 20_000 }).catch(() => null);
  await page.getByTestId('push-device-switch').click({ force: true });
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  expect(registered.scope).toBe(`${new URL(baseURL!).origin}/`);
  expect(registered.script).toMatch(/\/sw\.js$/);
  // Either the browser had a push service (the subscription went to the server and the switch
  // is on) or it had none and the switch says so; it never claims to be on without a subscription.
  const request = await subscribed;
  // Which of the two this browser did, for the run's log.
  console.log(`push: ${request ? 'subscribed at a push service' : 'no push service in this browser'}`);
  if (request) {
    await expect(page.getByTestId('push-device-switch')).toBeChecked();
  } else {
    await expect(page.getByTestId('push-device-note')).toContainText('could not be subscribed');
    await expect(page.getByTestId('push-device-switch')).not.toBeChecked();
  }

  // What the switch hands the server is stored for this session (headless Chromium may have no push
  // service to make one, so a subscription of the same shape is made here: a fresh P-256 key and
  // auth secret, an FCM endpoint): once as new, again as the same row, then forgotten.
  const keys = await page.evaluate(async () => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    return { p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) };
  });
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
  const stored = await page.request.post('/api/common/push/subscriptions', { data: { endpoint, keys, device: 'e2e' } });
  expect(stored.status(), await stored.text()).toBe(200);
  expect((await stored.json()).created).toBe(true);
  const again = await page.request.post('/api/common/push/subscriptions', { data: { endpoint, keys, device: 'e2e' } });
  expect((await again.json()).created).toBe(false);
  expect((await page.request.post('/api/common/push/unsubscribe', { data: { endpoint } })).status()).toBe(204);

  // A push as the server sends it (decrypted): the worker shows it under its id's tag.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted && r.scopeURL.endsWith('/'));
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { id: 987654, title: 'New booking', text: 'Ayşe booked a haircut', unread_notifications_count: 3, act_id: null, url: '/en/master/notifications' };
  const push = { origin: new URL(baseURL!).origin, registrationId: await registrationId, data: JSON.stringify(payload) };
  await expect
    .poll(
      async () => {
        // Delivered again while nothing shows: on a loaded machine the worker may not have been
        // running to take the first one (the notification's tag keeps it to one either way).
        await cdp.send('ServiceWorker.deliverPushMessage', push);
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
        });
      },
      { timeout: 20_000 },
    )
    .toEqual([{ title: 'New booking', body: 'Ayşe booked a haircut', tag: 'randevu-notification-987654', url: '/en/master/notifications' }]);
  await context.close();
});
