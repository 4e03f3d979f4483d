import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey, clearToken, setAccount, type AccountData } from '@/shared/auth';

/** Query keys owned by a user; a new session must not see the previous one's data. */
const userScopes = new Set(['common', 'client', 'salon', 'master', 'admin']);

/** After a login: the session is the HttpOnly cookie the response set (a stored bearer would shadow it), the previous user's data goes, the new account is known. */
export function startSession(queryClient: QueryClient, account: AccountData) {
  clearToken();
  // The account's own query is overwritten, not removed: a screen that stays (a cabinet link opened
  // as a guest, issue #16) observes it and must hear of the login.
  const isAccount = (key: readonly unknown[]) => key[0] === accountQueryKey[0] && key[1] === accountQueryKey[1];
  queryClient.removeQueries({ predicate: (q) => userScopes.has(String(q.queryKey[0])) && !isAccount(q.queryKey) });
  setAccount(queryClient, account);
}
