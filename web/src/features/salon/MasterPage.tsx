import { useLocation, useParams } from 'react-router';
import { serverSaysNotFound } from '@/shared/api';
import { useScreenMeta } from '@/shared/hooks/useDocumentMeta';
import { useTranslation } from '@/shared/i18n';
import { NotFound } from '@/shared/ui/NotFound';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { isNotFound } from './api/request';
import { useEmployee } from './api/useEmployee';
import { MasterView } from './master/MasterView';

/**
 * /isletme/:slug/uzman/:masterId — a master's page. The API is keyed by the master id alone, so a
 * salon slug in the URL that differs from the master's salon still renders (links use the API's slug).
 */
export function MasterPage() {
  const { masterId = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  const id = /^\d+$/.test(masterId) ? Number(masterId) : NaN;
  const serverNotFound = serverSaysNotFound(pathname);
  const { data: master, isPending, error } = useEmployee(serverNotFound ? NaN : id);
  useScreenMeta(
    master ? t('meta.master_title', { name: master.full_name, salon: master.salon.name, brand: tc('brand') }) : undefined,
    master ? t('meta.master_description', { name: master.full_name, salon: master.salon.name }) : undefined,
  );
  if (serverNotFound || Number.isNaN(id) || isNotFound(error)) return <NotFound />;
  if (!master) {
    return (
      <PageContainer py="xl" data-testid="master-loading">
        <QueryStatus isPending={isPending} error={error} />
      </PageContainer>
    );
  }
  return <MasterView master={master} />;
}

export default MasterPage;
