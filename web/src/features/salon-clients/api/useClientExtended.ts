import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { clientExtendedKey } from './keys';

/** GET /api/salon/clients/extended/{id}: the card, its records, numbers and top 3 categories. */
export function useClientExtended(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: clientExtendedKey(id ?? 0, locale),
    queryFn: () => unwrap(api.GET('/api/salon/clients/extended/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}
