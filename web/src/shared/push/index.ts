/**
 * Web Push on this browser (issue #21): the service worker at /sw.js and the `PushManager`
 * subscription the server pushes to while the site is closed. Load it lazily
 * (`import('@/shared/push')`): public pages never need it. Inside the native apps the wrapper has
 * its own push, so nothing here registers there.
 */
import { api, ApiError, unwrap } from '@/shared/api';
import { isNativeApp } from '@/shared/auth/native';

/** Where this browser stands: no Web Push here, blocked by the user, off, or on. */
export type DevicePush = 'unsupported' | 'native' | 'unavailable' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration (registering it when it is not yet). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/** base64url → bytes (the VAPID key for `applicationServerKey`). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** This browser's state, without asking the user anything. */
export async function devicePush(): Promise<DevicePush> {
  if (isNativeApp()) return 'native';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const { public_key: key } = await unwrap(api.GET('/api/common/push/key'));
  if (!key) return 'unavailable';
  return (await existingSubscription()) ? 'on' : 'off';
}

async function save(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await unwrap(
    api.POST('/api/common/push/subscriptions', {
      body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
    }),
  );
}

/**
 * Switches push on for this browser, on the user's click: asks for the notification permission,
 * registers the service worker, subscribes with the server's key and hands the subscription to
 * the server. A subscription the server knows as another account's (a browser someone else used
 * without logging out) is dropped and made anew.
 */
export async function enableDevicePush(): Promise<DevicePush> {
  if (isNativeApp()) return 'native';
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { public_key: key } = await unwrap(api.GET('/api/common/push/key'));
  if (!key) return 'unavailable';
  const registration = await registerServiceWorker();
  await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) };
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe(options);
  try {
    await save(subscription);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await subscription.unsubscribe();
    await save(await registration.pushManager.subscribe(options));
  }
  return 'on';
}

function sameKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const expected = base64UrlToBytes(key);
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]);
}

/** Switches push off for this browser (the toggle, or a logout): the server forgets it first. */
export async function disableDevicePush(): Promise<DevicePush> {
  if (!pushSupported() || isNativeApp()) return 'off';
  const subscription = await existingSubscription();
  if (subscription) {
    // 404: the server had forgotten it already (gone at the push service, another account's).
    await api.POST('/api/common/push/unsubscribe', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
