import { useSyncExternalStore } from 'react';
import { useAccount, type AccountData } from './account';
import { uiRole, type Role } from './roles';
import { getToken, subscribeToken } from './token';

export * from './token';
export * from './startupToken';
export * from './account';
export * from './roles';

/** Event the login popup (features/auth) listens to. */
export const OPEN_LOGIN_EVENT = 'randevu:open-login';

/** How the login popup is opened (spec §4). */
export interface LoginOptions {
  /** Phone to prefill (masked or E.164). */
  phone?: string;
  /** The membership terms were accepted before (order flow). */
  agreed?: boolean;
  /** Booking flow: with a phone and prior agreement the code is sent after 1 s. */
  isForOrder?: boolean;
  /** Runs instead of the redirect to the account's home screen. */
  onSuccess?: (account: AccountData) => void;
}

/** Event the partner demo-request popup (features/auth DemoRequestHost) listens to. */
export const OPEN_DEMO_REQUEST_EVENT = 'randevu:open-demo-request';

/** Opens the demo (partner) request popup: the header's and the partners landing's button. */
export function openDemoRequest(): void {
  window.dispatchEvent(new CustomEvent(OPEN_DEMO_REQUEST_EVENT));
}

export function openLogin(options: LoginOptions = {}): void {
  window.dispatchEvent(new CustomEvent<LoginOptions>(OPEN_LOGIN_EVENT, { detail: options }));
}

export interface AuthState {
  /** Active role as the UI sees it ('guest' until the account is known). */
  role: Role;
  /** Every role the account holds (server names). */
  roles: string[];
  isGuest: boolean;
  /** The account query has not answered yet. */
  isLoading: boolean;
  hasToken: boolean;
  /** Display name shown on desktop; null for guests and accounts without a name. */
  name: string | null;
  account: AccountData | null;
}

/** Current auth state from the account data. */
export function useAuth(): AuthState {
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const { data, isPending } = useAccount();
  const account = data ?? null;
  return {
    role: account ? uiRole(account.role) : 'guest',
    roles: account?.roles ?? [],
    isGuest: !account,
    isLoading: isPending,
    hasToken: token !== null,
    name: account?.name.trim() || null,
    account,
  };
}

export type { Role };
