import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { resetInitialData } from '@/shared/api/initialData';
import { fetchAccount, resetServedAsGuest, setAccount, type AccountData } from './account';
import { clearToken, setToken } from './token';

function servePage(initial: Record<string, unknown> | null) {
  document.getElementById('initial-data')?.remove();
  if (initial) {
    const el = document.createElement('script');
    el.id = 'initial-data';
    el.type = 'application/json';
    el.textContent = JSON.stringify(initial);
    document.head.appendChild(el);
  }
  resetInitialData();
  resetServedAsGuest();
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_req: Request) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchAccount', () => {
  beforeEach(() => clearToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    servePage(null);
  });

  it('does not ask the server when the page was served to a guest (no 401 in the console)', async () => {
    servePage({ status: 200, signed_in: false });
    const fetchMock = answer(401, { message_code: 'unauthorized' });
    expect(await fetchAccount()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks when the page was served to a session, or a bearer token is stored', async () => {
    servePage({ status: 200, signed_in: true });
    const fetchMock = answer(200, { id: 7 });
    expect(await fetchAccount()).toEqual({ id: 7 });
    servePage({ status: 200, signed_in: false });
    setToken('native-token');
    expect(await fetchAccount()).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again once an account was written after the page loaded (a login)', async () => {
    servePage({ status: 200, signed_in: false });
    const fetchMock = answer(200, { id: 8 });
    setAccount(new QueryClient(), { id: 8 } as unknown as AccountData);
    expect(await fetchAccount()).toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks when the page says nothing (the dev server) and reads a 401 as a guest', async () => {
    servePage(null);
    const fetchMock = answer(401, { message_code: 'unauthorized' });
    expect(await fetchAccount()).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
