import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RepliesTable } from './components/RepliesTable';

/** admin-replies: review moderation across every salon. */
export function AdminRepliesPage() {
  const { t } = useTranslation('adminReviews');
  return (
    <Stack gap="lg" data-testid="admin-replies-page">
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
