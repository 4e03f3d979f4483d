import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { SALON_TIME_ZONE } from '@/shared/lib/salonDates';
import type { RatingSummary } from '../api/types';
import { useEmployeeReplies } from '../api/useSalonReplies';
import { RatingBars } from '../components/RatingBars';
import { ReviewItem } from '../components/ReviewItem';
import { ReviewPager } from '../components/ReviewPager';
import classes from '../components/Salon.module.css';
import { Section } from '../components/Section';

/** The master's averages and reviews, a page at a time (issue #16 item 9). */
export function MasterReviews({ masterId, fallback }: { masterId: number; fallback: RatingSummary }) {
  const { t } = useTranslation('salon');
  const [page, setPage] = useState(1);
  const { data, isError } = useEmployeeReplies(masterId, page);
  const rating = data?.rating ?? fallback;
  const replies = data?.replies ?? [];
  return (
    <Section id="reviews" title={t('tabs.reviews')}>
      {rating.count > 0 ? <RatingBars rating={rating} /> : <Text c="dimmed">{t('reviews.empty')}</Text>}
      {isError && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('reviews.error')}
        </Text>
      )}
      {replies.length > 0 && (
        <ul className={classes.reviewList} data-testid="master-review-list">
          {replies.map((r) => (
            <ReviewItem key={r.id} reply={r} hideMaster timeZone={SALON_TIME_ZONE} />
          ))}
        </ul>
      )}
      {data && <ReviewPager page={data.page} count={data.count} limit={data.limit} onPage={setPage} />}
    </Section>
  );
}
