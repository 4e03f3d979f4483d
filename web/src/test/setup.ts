import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { loadAllResources } from './resources';

// jsdom lacks these browser APIs that Mantine and the shell use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => {};

// Pages of a signed-in user open the realtime channel; in unit tests there is no server to reach,
// so the socket stays quiet (connection.test.ts drives a fake one of its own).
class SilentWebSocket extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  close() {}
  send() {}
}
globalThis.WebSocket = SilentWebSocket as unknown as typeof WebSocket;

// The API client uses same-origin relative URLs; Node's Request needs an absolute base.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost').href : input, init);
  }
} as typeof Request;

beforeAll(async () => {
  await initI18n('tr', loadAllResources());
});

afterEach(async () => {
  cleanup();
  // The notifications store outlives a test: without this, earlier tests' snacks fill the four
  // shown at once and queue the next test's.
  notifications.clean();
  await i18n.changeLanguage('tr');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// findBy*/waitFor wait for lazy chunks too; under load they need more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
