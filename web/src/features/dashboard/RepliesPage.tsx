import { Stack, Title } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useReplies } from './api/useReplies';
import { EmptyState } from './components/EmptyState';
import { ReplyCard } from './components/ReplyCard';

/** /dashboard/replies: the client's reviews with their moderation status. */
export function RepliesPage() {
  const { t } = useTranslation(['dashboard', 'meta']);
  const { data: replies, isPending, error } = useReplies();
  return (
    <Stack gap="lg" data-testid="replies-page">
      <Title order={1} size="h2">
        {t('meta:dashboard-replies.title')}
      </Title>
      <QueryStatus isPending={isPending} error={error} />
      {replies?.length === 0 && (
        <EmptyState
          icon={<IconMessageStar size={40} stroke={1.5} aria-hidden />}
          title={t('dashboard:replies.empty_title')}
          text={t('dashboard:replies.empty_text')}
          testId="replies-empty"
        />
      )}
      {replies && replies.length > 0 && (
        <Stack gap="md">
          {replies.map((reply) => (
            <ReplyCard key={reply.id} reply={reply} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default RepliesPage;
