import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token';

export * from './token';
export * from './startupToken';

/** Active role of the visitor; 'guest' until the account-data issue lands. */
export type Role = 'guest' | 'client' | 'salon_admin' | 'salon_master' | 'admin';

/** Event the login popup (built separately) listens to. */
export const OPEN_LOGIN_EVENT = 'randevu:open-login';

export function openLogin(detail: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT, { detail }));
}

export interface AuthState {
  role: Role;
  isGuest: boolean;
  hasToken: boolean;
  /** Display name shown on desktop; null until account data is loaded. */
  name: string | null;
}

/** Current auth state. Account data (role, name) is not fetched yet: every visitor is a guest. */
export function useAuth(): AuthState {
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  return { role: 'guest', isGuest: true, hasToken: token !== null, name: null };
}
