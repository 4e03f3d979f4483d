import { i18n } from '@/shared/i18n';

/** The one JSON error shape of the API. */
export interface ApiErrorBody {
  message?: string;
  message_code?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export interface ErrorHandlerDeps {
  notify: (message: string) => void;
  clearToken: () => void;
  goHome: () => void;
  /** Translation of an errors-namespace key, or null when the key does not exist. */
  translate: (key: string) => string | null;
}

/**
 * Central handling (spec §8): 401 clears the token and goes home; 429 and 403 show their snacks;
 * anything else shows the server message, else the translated message_code, else 'unexpected error'.
 */
export function handleApiError(error: unknown, deps: ErrorHandlerDeps): void {
  const fallback = () => deps.translate('unexpected_error') ?? 'Unexpected error';
  if (!(error instanceof ApiError)) {
    deps.notify(fallback());
    return;
  }
  switch (error.status) {
    case 401:
      deps.clearToken();
      deps.goHome();
      return;
    case 429:
      deps.notify(deps.translate('too_many_requests') ?? fallback());
      return;
    case 403:
      deps.notify(deps.translate('forbidden') ?? fallback());
      return;
  }
  const serverMessage = error.body?.message?.trim();
  if (serverMessage) {
    deps.notify(serverMessage);
    return;
  }
  const code = error.body?.message_code;
  deps.notify((code && deps.translate(code)) || fallback());
}

/** Translation of an `errors` namespace key in the current language, or null when it does not exist. */
export function translateErrorKey(key: string): string | null {
  return i18n.exists(`errors:${key}`) ? (i18n.t(`errors:${key}` as never) as string) : null;
}
