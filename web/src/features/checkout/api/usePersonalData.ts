import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** GET /api/common/personal-data (same entry as the cabinet's): e-mail and birthday to prefill. */
export function usePersonalData(enabled: boolean) {
  return useQuery({
    queryKey: ['common', 'personal-data'],
    queryFn: () => unwrap(api.GET('/api/common/personal-data')),
    enabled,
    meta: { silent: true },
  });
}
