import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { RatingSummary } from '../api/types';

/** "★ 4.7 · 120 reviews", or "No reviews yet". */
export function RatingLine({ rating, testId = 'rating-line' }: { rating: RatingSummary; testId?: string }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('salon');
  if (rating.average == null || rating.count === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('no_reviews')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <IconStarFilled size={16} color="#f5a524" aria-hidden />
      <Text fw={700} aria-label={ts('reviews.score', { value: rating.average.toFixed(1) })}>
        {rating.average.toFixed(1)}
      </Text>
      <Text size="sm" c="dimmed">
        · {t('reviews', { count: rating.count })}
      </Text>
    </Group>
  );
}
