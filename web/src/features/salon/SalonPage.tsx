import { useLocation, useParams } from 'react-router';
import { serverSaysNotFound } from '@/shared/api';
import { useScreenMeta } from '@/shared/hooks/useDocumentMeta';
import { useTranslation } from '@/shared/i18n';
import { NotFound } from '@/shared/ui/NotFound';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { isNotFound } from './api/request';
import { useSalon } from './api/useSalon';
import { SalonView } from './components/SalonView';

/** /isletme/:slug — the salon page (spec §2). */
export function SalonPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  const serverNotFound = serverSaysNotFound(pathname);
  const { data: salon, isPending, error } = useSalon(slug, !serverNotFound);
  useScreenMeta(
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
