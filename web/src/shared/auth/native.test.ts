import { describe, expect, it, vi } from 'vitest';
import { IOS_MESSAGE_HANDLER, notifyNativeApp } from './native';

const user = { id: 7, name: 'Ayşe', role: 'client', token: 'tok' };

describe('notifyNativeApp', () => {
  it('posts JSON to the React Native WebView', () => {
    const postMessage = vi.fn();
    expect(notifyNativeApp(user, { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify(user));
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual(user);
  });

  it('posts the object to the iOS message handler', () => {
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { [IOS_MESSAGE_HANDLER]: { postMessage } } } };
    expect(notifyNativeApp({ ...user, extra: 1 } as typeof user, win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(user);
  });

  it('does nothing in a plain browser, nor when the bridge throws', () => {
    expect(notifyNativeApp(user, {})).toBe(false);
    expect(notifyNativeApp(user, { webkit: { messageHandlers: {} } })).toBe(false);
    const broken = { ReactNativeWebView: { postMessage: () => { throw new Error('gone'); } } };
    expect(() => notifyNativeApp(user, broken)).not.toThrow();
  });
});
