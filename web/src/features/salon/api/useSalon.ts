import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedSalon } from './embedded';
import { getJson, seg } from './request';
import type { SalonDetails } from './types';

/** GET /api/site/salon/{slug}; a 404 is the page's not-found state, not a snack. */
export function useSalon(slug: string, enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon', locale, slug],
    queryFn: () => getJson<SalonDetails>(`/api/site/salon/${seg(slug)}`),
    initialData: () => embeddedSalon(slug),
    // A language switch keeps showing the same salon until its translation arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === slug ? previous : undefined),
    enabled: enabled && slug !== '',
    meta: { silent: true },
  });
}
