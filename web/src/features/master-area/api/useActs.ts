import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { actKey, masterRoot } from './keys';
import { APPOINTMENTS_URL } from './types';

/** GET /api/master/acts/{id}: one own visit (disabled while none is open). */
export function useAct(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: actKey(id ?? 0, locale),
    queryFn: () => unwrap(api.GET('/api/master/acts/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}

export type ActAction = { kind: 'confirm'; id: number } | { kind: 'decline'; id: number } | { kind: 'complete'; id: number; payment: 'card' | 'cash' };

/** POST /api/master/acts/{confirm,decline,complete}/{id}; tables, schedule and the open visit refresh. */
export function useActAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ActAction) => {
      const params = { path: { id: action.id } };
      switch (action.kind) {
        case 'confirm':
          return unwrap(api.POST('/api/master/acts/confirm/{id}', { params }));
        case 'decline':
          return unwrap(api.POST('/api/master/acts/decline/{id}', { params }));
        case 'complete':
          return unwrap(api.POST('/api/master/acts/complete/{id}', { params, body: { payment: action.payment } }));
      }
    },
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(APPOINTMENTS_URL) });
      void queryClient.invalidateQueries({ queryKey: masterRoot });
    },
  });
}
