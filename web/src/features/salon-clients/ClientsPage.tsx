import { Stack, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { ClientsTable } from './components/ClientsTable';

/** admin-salon-clients: the salon's client base. */
export function ClientsPage() {
  const { t } = useTranslation('salonClients');
  return (
    <Stack gap="lg" data-testid="clients-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ClientsTable />
    </Stack>
  );
}
