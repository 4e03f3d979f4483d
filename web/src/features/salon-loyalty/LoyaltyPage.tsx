import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useLoyaltySettings } from './api/useLoyaltySettings';
import { LoyaltyForm } from './components/LoyaltyForm';

/** admin-salon-loyalty: the programme's settings. */
export function LoyaltyPage() {
  const { t } = useTranslation('salonLoyalty');
  const settings = useLoyaltySettings();
  return (
    <Stack gap="lg" maw={640} data-testid="loyalty-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <QueryStatus isPending={settings.isPending} error={settings.error} />
      {settings.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <LoyaltyForm initial={settings.data} />
        </Paper>
      )}
    </Stack>
  );
}
