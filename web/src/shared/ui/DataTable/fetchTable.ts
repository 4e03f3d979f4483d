import { ApiError, applyAuthHeaders, type ApiErrorBody } from '@/shared/api';
import type { TableQuery, TableResult } from './types';

/** `{dataUrl}?q={json}`; a dataUrl that already has a query string keeps it. */
export function tableUrl(dataUrl: string, query: TableQuery): string {
  const separator = dataUrl.includes('?') ? '&' : '?';
  return `${dataUrl}${separator}q=${encodeURIComponent(JSON.stringify(query))}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** One page of a table; a failed call throws `ApiError` with the server's error body. */
export async function fetchTable<Row>(dataUrl: string, query: TableQuery, signal?: AbortSignal): Promise<TableResult<Row>> {
  const headers = applyAuthHeaders(new Headers({ Accept: 'application/json' }));
  // `fetch` is looked up per call so tests (and wrappers) can replace the global.
  const response = await globalThis.fetch(new Request(tableUrl(dataUrl, query), { headers }), { signal });
  const body = await readJson(response);
  if (!response.ok || !body || typeof body !== 'object') {
    throw new ApiError(response.status, response.ok ? null : (body as ApiErrorBody | null));
  }
  const page = body as Partial<Omit<TableResult<Row>, 'countCapped'>> & { count_capped?: boolean };
  return { rows: page.rows ?? [], count: page.count ?? 0, countCapped: page.count_capped ?? false, meta: page.meta ?? {} };
}
