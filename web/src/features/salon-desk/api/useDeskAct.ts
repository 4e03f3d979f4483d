import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { actKey, APPOINTMENTS_URL, deskRoot } from './keys';

/** GET /api/salon/schedule/acts/{id}: the visit in full; the first opening marks it viewed. */
export function useDeskAct(id: number | null) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: actKey(locale, id ?? 0),
    queryFn: async ({ signal }) => {
      const act = await unwrap(api.GET('/api/salon/schedule/acts/{id}', { params: { path: { id: id! } }, signal }));
      // The lists show the viewed mark: refresh them (the detail itself stays as fetched).
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(APPOINTMENTS_URL) });
      void queryClient.invalidateQueries({ queryKey: [...deskRoot, 'overview'] });
      void queryClient.invalidateQueries({ queryKey: [...deskRoot, 'schedule'] });
      return act;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}
