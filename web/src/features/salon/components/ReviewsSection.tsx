import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { RatingSummary } from '../api/types';
import { useSalonReplies } from '../api/useSalonReplies';
import { hasRatings } from '../lib/rating';
import { RatingBars } from './RatingBars';
import { ReviewItem } from './ReviewItem';
import classes from './Salon.module.css';
import { Section } from './Section';

/** Averages (from the replies call, else the salon's own summary) and the latest reviews. */
export function ReviewsSection({ salonId, fallback }: { salonId: number; fallback: RatingSummary }) {
  const { t } = useTranslation('salon');
  const { data, isError } = useSalonReplies(salonId);
  const rating = data?.rating ?? fallback;
  const replies = data?.replies ?? [];
  return (
    <Section id="reviews" title={t('tabs.reviews')}>
      {hasRatings(rating) ? <RatingBars rating={rating} /> : <Text c="dimmed">{t('reviews.empty')}</Text>}
      {isError && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('reviews.error')}
        </Text>
      )}
      {replies.length > 0 && (
        <ul className={classes.reviewList} data-testid="review-list">
          {replies.map((r) => (
            <ReviewItem key={r.id} reply={r} />
          ))}
        </ul>
      )}
    </Section>
  );
}
