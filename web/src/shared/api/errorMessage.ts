import { ApiError, translateErrorKey, type ErrorHandlerDeps } from './errors';

/**
 * The message the central handler would show for `error` (spec §8), for callers that show it
 * themselves (login failures, inline form alerts).
 */
export function errorMessage(error: unknown, translate: ErrorHandlerDeps['translate']): string {
  const fallback = () => translate('unexpected_error') ?? 'Unexpected error';
  if (!(error instanceof ApiError)) return fallback();
  if (error.status === 429) return translate('too_many_requests') ?? fallback();
  if (error.status === 403 && !error.body?.message) return translate('forbidden') ?? fallback();
  const serverMessage = error.body?.message?.trim();
  if (serverMessage) return serverMessage;
  const code = error.body?.message_code;
  return (code && translate(code)) || fallback();
}

/** Per-field messages of a validation error (first message per field), or {}. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** errorMessage() with the app's translations. */
export function apiErrorMessage(error: unknown): string {
  return errorMessage(error, translateErrorKey);
}
