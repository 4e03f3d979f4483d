import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { readInitialData } from '@/shared/api/initialData';
import type { components } from '@/shared/api/schema';
import { hasRoute, pathFor, type Locale } from '@/shared/routes';
import { getToken } from './token';

export type AccountData = components['schemas']['AccountData'];
export type LoginResponse = components['schemas']['LoginResponse'];

export const accountQueryKey = ['common', 'account-data'] as const;

/**
 * Whether the served page said "no session" (`signed_in: false` in its initial data) and nothing
 * signed in since: then the guest is known, and asking the server would only put a 401 in the
 * console on every page. Any account data written later (a login) ends it.
 */
let servedAsGuest: boolean | undefined;

function knownGuest(): boolean {
  servedAsGuest ??= readInitialData()?.signed_in === false;
  return servedAsGuest && !getToken();
}

/** Tests only: forget what the served page said. */
export function resetServedAsGuest(): void {
  servedAsGuest = undefined;
}

/** GET /api/common/account-data; a 401 means a guest (null), not an error. */
export async function fetchAccount(): Promise<AccountData | null> {
  if (knownGuest()) return null;
  try {
    return await unwrap(api.GET('/api/common/account-data'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in account (null for guests). The session lives in an HttpOnly cookie the page cannot
 * read, so the server is asked once per load; failures count as a guest and show no snack.
 */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: fetchAccount,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Stores fresh account data (after login, role switch, accepting an agreement, ...). */
export function setAccount(queryClient: QueryClient, data: AccountData | null): void {
  servedAsGuest = false;
  queryClient.setQueryData(accountQueryKey, data);
}

/** Path of the account's home screen (`home_route`) in a locale; unknown names fall back to home. */
export function homePath(account: Pick<AccountData, 'home_route'>, locale: Locale): string {
  return pathFor(hasRoute(account.home_route) ? account.home_route : 'home', locale);
}
