import { ApiError } from '@/shared/api';

/** GET through the app's client for the issue #4 paths the generated schema does not list yet. */
export { getJson } from '@/shared/salons';

/** The API answered 404 (unknown salon, master or case). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A URL path segment. */
export const seg = (value: string | number) => encodeURIComponent(String(value));
