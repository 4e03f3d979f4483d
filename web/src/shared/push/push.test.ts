import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { base64UrlToBytes, devicePush, disableDevicePush, enableDevicePush } from './index';

/** A browser with a service worker and a push service that hands out subscriptions. */
function fakeBrowser(permission: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  let made = 0;
  const unsubscribed: string[] = [];
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    made += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made}`;
    const subscription = {
      endpoint,
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
      toJSON: () => ({ endpoint, keys: { p256dh: `key-${made}`, auth: `auth-${made}` } }),
      unsubscribe: vi.fn(async () => {
        unsubscribed.push(endpoint);
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  let registered = false;
  const register = vi.fn(async () => {
    registered = true;
    return registration;
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register, getRegistration: async () => (registered ? registration : undefined), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { register, subscribe, requestPermission, unsubscribed };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('Web Push on this browser', () => {
  it('reads the VAPID key as browsers want it', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('registers /sw.js, subscribes with the server key and hands the subscription over', async () => {
    const browser = fakeBrowser();
    const calls = mockApi({
      'GET /api/common/push/key': { public_key: 'AQID' },
      'POST /api/common/push/subscriptions': json({ id: 1, created: true }),
    });
    await expect(enableDevicePush()).resolves.toBe('on');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.subscribe.mock.calls[0]?.[0]).toMatchObject({ userVisibleOnly: true });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/common/push/subscriptions',
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'key-1', auth: 'auth-1' } },
      },
    ]);
    await expect(devicePush()).resolves.toBe('on');
  });

  it("drops a subscription the server knows as another account's and makes a new one", async () => {
    const browser = fakeBrowser();
    let answers = 0;
    const calls = mockApi({
      'GET /api/common/push/key': { public_key: 'AQID' },
      'POST /api/common/push/subscriptions': () =>
        (answers += 1) === 1 ? apiError(409, 'taken', 'push_endpoint_taken') : json({ id: 2, created: true }),
    });
    await expect(enableDevicePush()).resolves.toBe('on');
    expect(browser.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/device-1']);
    const posted = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { endpoint: string }).endpoint);
    expect(posted).toEqual(['https://fcm.googleapis.com/fcm/send/device-1', 'https://fcm.googleapis.com/fcm/send/device-2']);
  });

  it('asks nothing more when the user refuses, and switching off forgets the device on both sides', async () => {
    const refused = fakeBrowser('denied');
    mockApi({ 'GET /api/common/push/key': { public_key: 'AQID' } });
    await expect(enableDevicePush()).resolves.toBe('denied');
    expect(refused.subscribe).not.toHaveBeenCalled();

    const browser = fakeBrowser();
    const calls = mockApi({
      'GET /api/common/push/key': { public_key: 'AQID' },
      'POST /api/common/push/subscriptions': json({ id: 3, created: true }),
      'POST /api/common/push/unsubscribe': new Response(null, { status: 204 }),
    });
    await enableDevicePush();
    await expect(disableDevicePush()).resolves.toBe('off');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/common/push/unsubscribe', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' } });
    expect(browser.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/device-1']);
  });

  it('stays out of the native apps, which push on their own', async () => {
    const browser = fakeBrowser();
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: () => undefined };
    const calls = mockApi({});
    await expect(devicePush()).resolves.toBe('native');
    await expect(enableDevicePush()).resolves.toBe('native');
    expect(browser.register).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says so when the server has push off', async () => {
    fakeBrowser();
    mockApi({ 'GET /api/common/push/key': { public_key: null } });
    await expect(devicePush()).resolves.toBe('unavailable');
  });
});
