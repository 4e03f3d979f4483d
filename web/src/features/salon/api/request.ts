import { ApiError } from '@/shared/api';

/** The API answered 404 (unknown salon, master or case). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
