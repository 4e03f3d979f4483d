import { Badge, Group, Paper, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { ClientReply } from '../api/types';
import { ratingFields } from '../lib/reviewSchema';
import classes from './Dashboard.module.css';

/** One of the client's reviews: salon, three ratings, text and whether it is published. */
export function ReplyCard({ reply }: { reply: ClientReply }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card} data-testid={`reply-${reply.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            {reply.salon && (
              <RouteLink to="salon" params={{ slug: reply.salon.slug }} className={classes.salonLink} data-testid="reply-salon">
                {reply.salon.name}
              </RouteLink>
            )}
            <Text size="xs" c="dimmed">
              {formatInstant(reply.created_at, locale)}
            </Text>
          </div>
          <Badge color={reply.status === 'placed' ? 'teal' : 'red'} variant="light" radius="sm" data-testid="reply-status">
            {reply.status === 'placed' || reply.status === 'rejected' ? t(`replies.status.${reply.status}`) : reply.status}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {ratingFields.map((field) => (
            <div key={field} data-testid={`reply-${field}`} data-value={reply[field]}>
              <div className={classes.label}>{t(`review.${field}`)}</div>
              <Rating value={reply[field]} readOnly size="sm" role="img" aria-label={t('review.stars', { count: reply[field] })} />
            </div>
          ))}
        </SimpleGrid>
        {reply.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="reply-text">
            {reply.text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
