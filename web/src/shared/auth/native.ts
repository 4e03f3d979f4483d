/** What the native iOS and Android wrappers receive after a login (spec §1). */
export interface NativeUserData {
  id: number;
  name: string;
  role: string;
  token: string;
}

/** Name of the WKScriptMessageHandler the iOS wrapper registers. */
export const IOS_MESSAGE_HANDLER = 'randevu';

interface NativeWindow {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined> };
}

/**
 * Hands the user data to the native wrapper the page runs in: React Native's WebView gets a JSON
 * string, iOS WKWebView the object. Returns whether a wrapper was there. Outside a wrapper it does
 * nothing.
 */
export function notifyNativeApp(data: NativeUserData, win: NativeWindow = window as unknown as NativeWindow): boolean {
  const payload: NativeUserData = { id: data.id, name: data.name, role: data.role, token: data.token };
  let sent = false;
  try {
    if (win.ReactNativeWebView?.postMessage) {
      win.ReactNativeWebView.postMessage(JSON.stringify(payload));
      sent = true;
    }
    const ios = win.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
    if (ios?.postMessage) {
      ios.postMessage(payload);
      sent = true;
    }
  } catch {
    // A broken bridge must not break the login itself.
  }
  return sent;
}

/** Whether the page runs inside a native wrapper (which brings its own push, so no Web Push here). */
export function isNativeApp(win: NativeWindow = window as unknown as NativeWindow): boolean {
  return Boolean(win.ReactNativeWebView?.postMessage || win.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER]?.postMessage);
}
