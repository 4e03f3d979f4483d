import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { readInitialData } from '@/shared/api/initialData';
import { useLocale } from '@/shared/hooks/useLocale';

export type BestSalon = components['schemas']['SalonCard'];

export const BEST_SALONS_LIMIT = 8;

/** GET /api/site/best-salons?limit=8 (embedded `best_salons` initial data used when present). */
export function useBestSalons() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'best-salons', locale, BEST_SALONS_LIMIT],
    queryFn: () => unwrap(api.GET('/api/site/best-salons', { params: { query: { limit: BEST_SALONS_LIMIT } } })),
    initialData: () => {
      const embedded = readInitialData()?.best_salons as { salons?: BestSalon[] } | undefined;
      return embedded && Array.isArray(embedded.salons) ? { salons: embedded.salons } : undefined;
    },
    select: (data) => data.salons,
    meta: { silent: true },
  });
}
