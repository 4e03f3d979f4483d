/** localStorage key of the API bearer token. */
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((l) => l());
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((l) => l());
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
