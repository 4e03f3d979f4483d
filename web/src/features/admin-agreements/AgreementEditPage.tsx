import { Anchor, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { AuditHistory } from '@/shared/ui/AuditHistory';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useAdminAgreement } from './api/agreements';
import { AgreementForm } from './components/AgreementForm';
import { VersionsTable } from './components/VersionsTable';

/** admin-agreement-item: edit an agreement (a new version per save), its versions and history. */
export function AgreementEditPage() {
  const { t } = useTranslation('adminAgreements');
  const slug = useParams().slug ?? '';
  const { data, isPending, error } = useAdminAgreement(slug);
  return (
    <Stack gap="lg" data-testid="admin-agreement-page">
      <Anchor component={RouteLink} to="admin-agreement" size="sm" data-testid="agreement-back">
        {t('back')}
      </Anchor>
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <>
          <Title order={1} size="h2" data-testid="agreement-title">
            {data.current.name}
          </Title>
          <AgreementForm key={data.current.version} agreement={data} />
          <Title order={2} size="h4">
            {t('versions.title')}
          </Title>
          <VersionsTable agreement={data} />
          <Title order={2} size="h4">
            {t('history.title')}
          </Title>
          <AuditHistory entity="agreement" id={data.id} describe={(action) => (action === 'agreement.update' ? t('history.update') : action)} />
        </>
      )}
    </Stack>
  );
}
