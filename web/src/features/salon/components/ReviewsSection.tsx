import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { RatingSummary, SalonDetails } from '../api/types';
import { useSalonReplies } from '../api/useSalonReplies';
import { hasRatings } from '../lib/rating';
import { RatingBars } from './RatingBars';
import { ReviewItem } from './ReviewItem';
import { ReviewPager } from './ReviewPager';
import classes from './Salon.module.css';
import { Section } from './Section';

interface Props {
  salonId: number;
  fallback: RatingSummary;
  /** The salon's team: the list can be narrowed to one master's reviews. */
  masters?: SalonDetails['masters'];
  timeZone: string;
}

/** Averages (of the shown filter, else the salon's own summary) and every review, a page at a time, optionally of one master. */
export function ReviewsSection({ salonId, fallback, masters = [], timeZone }: Props) {
  const { t } = useTranslation('salon');
  const [page, setPage] = useState(1);
  const [masterId, setMasterId] = useState<number | null>(null);
  const { data, isError } = useSalonReplies(salonId, { page, masterId });
  const rating = data?.rating ?? fallback;
  const replies = data?.replies ?? [];
  const filtered = masterId !== null;
  return (
    <Section id="reviews" title={t('tabs.reviews')}>
      {masters.length > 1 && (fallback.count > 0 || filtered) && (
        <Group mb="md">
          {/* A plain select: Mantine's inputs would add their code to the salon page's budget. */}
          <label className={classes.reviewFilter}>
            {t('reviews.filter_master')}
            <select
              value={masterId === null ? '' : String(masterId)}
              onChange={(e) => {
                setMasterId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
                setPage(1);
              }}
              data-testid="reviews-master-filter"
            >
              <option value="">{t('reviews.all_masters')}</option>
              {masters.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.full_name}
                </option>
              ))}
            </select>
          </label>
        </Group>
      )}
      {hasRatings(rating) ? <RatingBars rating={rating} /> : <Text c="dimmed">{t(filtered ? 'reviews.empty_master' : 'reviews.empty')}</Text>}
      {isError && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('reviews.error')}
        </Text>
      )}
      {replies.length > 0 && (
        <ul className={classes.reviewList} data-testid="review-list">
          {replies.map((r) => (
            <ReviewItem key={r.id} reply={r} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {data && <ReviewPager page={data.page} count={data.count} limit={data.limit} onPage={setPage} />}
    </Section>
  );
}
