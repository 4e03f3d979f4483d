import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/auth';
import { i18n } from '@/shared/i18n';
import { api, unwrap } from './client';
import { ApiError, handleApiError, type ErrorHandlerDeps } from './errors';
import { getSessionId, randomSessionId, SESSION_KEY } from './session';

function deps() {
  const translations: Record<string, string> = {
    unexpected_error: 'Unexpected error',
    too_many_requests: 'Too many requests',
    forbidden: "You don't have permission to perform this action",
    sms_code_invalid: 'SMS code is invalid',
  };
  return {
    notify: vi.fn<(message: string) => void>(),
    clearToken: vi.fn<() => void>(),
    goHome: vi.fn<() => void>(),
    translate: (key: string) => translations[key] ?? null,
  } satisfies ErrorHandlerDeps;
}

describe('handleApiError', () => {
  it('401 clears the token and goes home without a snack', () => {
    const d = deps();
    handleApiError(new ApiError(401, { message: 'Unauthenticated', message_code: 'unauthorized' }), d);
    expect(d.clearToken).toHaveBeenCalledOnce();
    expect(d.goHome).toHaveBeenCalledOnce();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it('429 and 403 show their fixed messages', () => {
    const d = deps();
    handleApiError(new ApiError(429, { message: 'slow down' }), d);
    handleApiError(new ApiError(403, null), d);
    expect(d.notify.mock.calls).toEqual([['Too many requests'], ["You don't have permission to perform this action"]]);
  });

  it('others: server message, else translated code, else unexpected error', () => {
    const d = deps();
    handleApiError(new ApiError(422, { message: 'Telefon geçersiz', message_code: 'validation_error' }), d);
    handleApiError(new ApiError(400, { message: '', message_code: 'sms_code_invalid' }), d);
    handleApiError(new ApiError(500, { message_code: 'no_such_code' }), d);
    handleApiError(new TypeError('network down'), d);
    expect(d.notify.mock.calls.map((c) => c[0])).toEqual([
      'Telefon geçersiz',
      'SMS code is invalid',
      'Unexpected error',
      'Unexpected error',
    ]);
  });

  it('the real errors namespace has the keys the handler needs', () => {
    for (const lng of ['tr', 'en', 'ru']) {
      for (const key of ['unexpected_error', 'too_many_requests', 'forbidden']) {
        expect(i18n.exists(`errors:${key}`, { lng })).toBe(true);
      }
    }
  });
});

describe('session id', () => {
  it('is 9 characters of [a-z0-9]', () => {
    for (let i = 0; i < 50; i++) expect(randomSessionId()).toMatch(/^[a-z0-9]{9}$/);
  });

  it('is kept in localStorage and a one-year cookie', () => {
    const id = getSessionId();
    expect(localStorage.getItem(SESSION_KEY)).toBe(id);
    expect(document.cookie).toContain(`${SESSION_KEY}=${id}`);
    expect(getSessionId()).toBe(id);
  });
});

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends locale, session id and bearer token; unwraps data', async () => {
    const fetchMock = vi.fn(async (_req: Request) =>
      new Response(JSON.stringify({ salons: [] }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setToken('tok-1');
    await i18n.changeLanguage('ru');
    const data = await unwrap(api.GET('/api/site/best-salons', { params: { query: { limit: 8 } } }));
    expect(data).toEqual({ salons: [] });
    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname + new URL(req.url).search).toBe('/api/site/best-salons?limit=8');
    expect(req.headers.get('Accept-Language')).toBe('ru');
    expect(req.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(req.headers.get('x-session-id')).toMatch(/^[a-z0-9]{9}$/);
  });

  it('omits Authorization without a token and throws ApiError with the body', async () => {
    const fetchMock = vi.fn(async (_req: Request) =>
      new Response(JSON.stringify({ message: 'Nope', message_code: 'forbidden' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const err = await unwrap(api.GET('/api/site/libs')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).body?.message_code).toBe('forbidden');
    expect(fetchMock.mock.calls[0]![0].headers.has('Authorization')).toBe(false);
  });
});
