import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PlanGate } from '@/shared/ui/PlanGate';
import { Conversation } from './components/Conversation';

/** /admin-salon/feedback: the salon's chat with the platform's moderators (Premium; a free salon sees the upgrade screen). */
export function SalonFeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <PlanGate feature="moderator_chat">
      <Stack gap="md" data-testid="salon-feedback-page">
        <Title order={1} size="h2">
          {t('salon_title')}
        </Title>
        <Text c="dimmed">{t('salon_intro')}</Text>
        <Conversation isModerator={false} />
      </Stack>
    </PlanGate>
  );
}
