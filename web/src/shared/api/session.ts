import { deleteCookie, readCookie, writeCookie } from '@/shared/lib/cookies';

export const SESSION_KEY = 'session_id';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 9-character [a-z0-9] id. */
export function randomSessionId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

const valid = (v: string | null): v is string => !!v && /^[a-z0-9]{9}$/.test(v);

/** The visitor's session id (x-session-id), kept in localStorage and a one-year cookie. */
export function getSessionId(): string {
  let id: string | null = null;
  try {
    id = window.localStorage.getItem(SESSION_KEY);
  } catch {
    /* storage may be blocked */
  }
  if (!valid(id)) id = readCookie(SESSION_KEY);
  if (!valid(id)) id = randomSessionId();
  try {
    window.localStorage.setItem(SESSION_KEY, id);
  } catch {
    /* ignore */
  }
  if (readCookie(SESSION_KEY) !== id) writeCookie(SESSION_KEY, id);
  return id;
}

/** Forgets the session id (logout): the next call starts a new one. */
export function clearSessionId(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    /* ignore */
  }
  deleteCookie(SESSION_KEY);
}
