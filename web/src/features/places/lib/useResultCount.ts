import { useTranslation } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/useLocale';
import { intlLocale } from '@/shared/lib/format';

export interface Counted {
  total: number;
  total_capped: boolean;
}

/** "12 salons", or "1,000+ salons" where the server counted no further (a big city; issue #23). */
export function useResultCount(): (list: Counted) => string {
  const { t } = useTranslation('places');
  const locale = useLocale();
  return (list) =>
    list.total_capped
      ? t('results.count_capped', { count: list.total, shown: new Intl.NumberFormat(intlLocale(locale)).format(list.total) })
      : t('results.count', { count: list.total });
}
