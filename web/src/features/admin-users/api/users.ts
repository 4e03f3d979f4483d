import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

export type AdminUser = components['schemas']['AdminUserView'];
export type UserInput = components['schemas']['UserInput'];
export type BulkDeleteResult = components['schemas']['BulkDeleteResult'];

/** The users table's data URL (the shared DataTable fetches it). */
export const USERS_URL = '/api/admin/users';
const userKey = (id: number) => ['admin', 'users', id] as const;

/** GET /api/admin/users/{id}: one account's card. */
export function useUser(id: number) {
  return useQuery({ queryKey: userKey(id), queryFn: () => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } })) });
}

/** Salons whose name holds `search`, for the salon admin role. */
export function useSalonChoices(search: string) {
  return useQuery({
    queryKey: ['admin', 'users', 'salons', search],
    queryFn: () => unwrap(api.GET('/api/admin/users/salons', { params: { query: { search } } })),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/users/{id}; the form shows field errors itself. */
export function useSaveUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserInput) => unwrap(api.PUT('/api/admin/users/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: (user) => {
      queryClient.setQueryData(userKey(id), user);
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(USERS_URL) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'account', id] });
    },
  });
}

/** DELETE /api/admin/users/{id}; the delete flow answers the refusals itself. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, phoneLast4, force }: { id: number; phoneLast4: string; force: boolean }) =>
      unwrap(api.DELETE('/api/admin/users/{id}', { params: { path: { id }, query: { phone_last4: phoneLast4, force } } })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeyPrefix(USERS_URL) }),
  });
}

/** POST /api/admin/users/bulk-delete: each account deleted or refused on its own. */
export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; force: boolean }) => unwrap(api.POST('/api/admin/users/bulk-delete', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeyPrefix(USERS_URL) }),
  });
}
