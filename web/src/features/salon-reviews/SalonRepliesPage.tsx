import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RepliesTable } from './components/RepliesTable';

/** admin-salon-replies: the salon's reviews. */
export function SalonRepliesPage() {
  const { t } = useTranslation('salonReviews');
  return (
    <Stack gap="lg" data-testid="salon-replies-page">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <RepliesTable />
    </Stack>
  );
}
