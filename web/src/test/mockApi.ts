import { vi } from 'vitest';

/** A function, a ready Response (answered every time) or JSON data. */
export type Handler = (req: Request, body: unknown) => Response | Promise<Response>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A client account as GET /api/common/account-data returns it. */
export function accountData(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    name: 'Ayşe Yılmaz',
    phone: '+905550000004',
    role: 'client',
    roles: ['client'],
    permissions: [],
    notifications_count: 0,
    impersonated: false,
    home_route: 'dashboard-personal',
    agreements_to_accept: [],
    ...overrides,
  };
}

export const json = (data: unknown, status = 200) => Response.json(data, { status });
export const apiError = (status: number, message: string, message_code = 'error', errors?: Record<string, string[]>) =>
  Response.json({ message, message_code, ...(errors ? { errors } : {}) }, { status });

/**
 * Stubs fetch with handlers keyed 'METHOD /api/path'. Unknown calls answer 404; a missing
 * account-data handler answers 401 (a guest). Returns the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler | unknown>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const text = req.method === 'GET' ? '' : await req.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* multipart */
      }
      calls.push({ method: req.method, path: url.pathname, body });
      const handler = handlers[`${req.method} ${url.pathname}`];
      if (typeof handler === 'function') return (handler as Handler)(req, body);
      if (handler instanceof Response) return handler.clone();
      if (handler !== undefined) return json(handler);
      if (url.pathname === '/api/common/account-data') return apiError(401, 'Unauthenticated', 'unauthorized');
      return apiError(404, 'not found', 'not_found');
    }),
  );
  return calls;
}
