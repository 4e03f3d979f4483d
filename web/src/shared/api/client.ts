import createClient, { type Middleware } from 'openapi-fetch';
import { getToken } from '@/shared/auth/token';
import { currentLocale } from '@/shared/i18n';
import { ApiError, type ApiErrorBody } from './errors';
import type { paths } from './schema';
import { getSessionId } from './session';

/** Sets the headers every API call carries: locale, session id and bearer token. */
export function applyAuthHeaders(headers: Headers): Headers {
  headers.set('Accept-Language', currentLocale());
  headers.set('x-session-id', getSessionId());
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** openapi-fetch middleware adding the headers of `applyAuthHeaders` to every typed call. */
export const authHeaders: Middleware = {
  onRequest({ request }) {
    applyAuthHeaders(request.headers);
    return request;
  },
};

/** Same-origin typed API client. */
// `fetch` is looked up per call so tests (and wrappers) can replace the global.
export const api = createClient<paths>({ baseUrl: '', fetch: (request) => globalThis.fetch(request) });
api.use(authHeaders);

/** Unwraps an openapi-fetch result: data on success, ApiError thrown otherwise. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  throw new ApiError(response.status, (error ?? null) as ApiErrorBody | null);
}
