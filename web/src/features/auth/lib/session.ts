import type { QueryClient } from '@tanstack/react-query';
import { clearToken, setAccount, type AccountData } from '@/shared/auth';

/** Query keys owned by a user; a new session must not see the previous one's data. */
const userScopes = new Set(['common', 'client', 'salon', 'master', 'admin']);

/** After a login: the session is the HttpOnly cookie the response set (a stored bearer would shadow it), the previous user's data goes, the new account is known. */
export function startSession(queryClient: QueryClient, account: AccountData) {
  clearToken();
  queryClient.removeQueries({ predicate: (q) => userScopes.has(String(q.queryKey[0])) });
  setAccount(queryClient, account);
}
