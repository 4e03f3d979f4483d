import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { serverSaysNotFound } from '@/shared/api';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { isNotFound } from './api/request';
import { useSalon } from './api/useSalon';
import { NotFound } from './components/NotFound';
import { SalonView } from './components/SalonView';
import { usePageMeta } from './lib/usePageMeta';

/** /isletme/:slug — the salon page (spec §2). */
export function SalonPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  const serverNotFound = serverSaysNotFound(pathname);
  const { data: salon, isPending, error } = useSalon(slug, !serverNotFound);
  usePageMeta(
    salon ? t('meta.salon_title', { name: salon.name, district: salon.district, brand: tc('brand') }) : undefined,
    salon ? t('meta.salon_description', { name: salon.name, district: salon.district, city: salon.city }) : undefined,
  );
  if (serverNotFound || isNotFound(error)) return <NotFound />;
  if (!salon) {
    return (
      <PageContainer py="xl" data-testid="salon-loading">
        <QueryStatus isPending={isPending} error={error} />
      </PageContainer>
    );
  }
  return <SalonView salon={salon} />;
}

export default SalonPage;
