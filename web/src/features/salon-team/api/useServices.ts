import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { servicesKey } from './keys';

/** GET /api/salon/employees/search-services: all the salon's services (a salon has few). */
export function useServices() {
  const locale = useLocale();
  return useQuery({
    queryKey: servicesKey(locale),
    queryFn: () => unwrap(api.GET('/api/salon/employees/search-services', { params: { query: {} } })),
    staleTime: 60_000,
  });
}
