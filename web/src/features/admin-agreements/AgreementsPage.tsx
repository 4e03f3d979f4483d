import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { AgreementsTable } from './components/AgreementsTable';

/** admin-agreement: the legal texts an admin edits. */
export function AgreementsPage() {
  const { t } = useTranslation('adminAgreements');
  return (
    <Stack gap="lg" data-testid="admin-agreements-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <AgreementsTable />
    </Stack>
  );
}
