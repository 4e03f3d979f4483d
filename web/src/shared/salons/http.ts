import { api, unwrap } from '@/shared/api';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

type Result = Promise<{ data?: unknown; error?: unknown; response: Response }>;

// The generated schema lists the query parameters of /api/site/salons, /seo and the lookups as
// *path* parameters (their Rust IntoParams lack `parameter_in = Query`), so the typed call cannot
// send them as a query string. This untyped view of the same client keeps the locale, session and
// token headers; switch to `api.GET(path, { params: { query } })` once the schema says query.
interface LooseClient {
  GET(path: string, init?: { params?: { query?: QueryValues }; signal?: AbortSignal }): Result;
}

const loose = api as unknown as LooseClient;

/** GET with a query string through the app's client; empty values are left out. */
export function getJson<T>(path: string, query?: QueryValues, signal?: AbortSignal): Promise<T> {
  const clean = query && Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v != null));
  return unwrap(loose.GET(path, { ...(clean ? { params: { query: clean } } : {}), signal })) as Promise<T>;
}
