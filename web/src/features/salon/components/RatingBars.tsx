import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { Stars } from '@/shared/ui/Stars';
import type { RatingSummary } from '../api/types';
import { RATING_ASPECTS, ratingPercent } from '../lib/rating';
import classes from './Salon.module.css';

/** Overall score with stars and the count, then one bar per aspect. */
export function RatingBars({ rating }: { rating: RatingSummary }) {
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  return (
    <div className={classes.ratingSummary} data-testid="rating-summary">
      <Stack gap={4} align="center" className={classes.ratingOverall}>
        <Text fz={44} fw={800} lh={1} data-testid="rating-average">
          {rating.average?.toFixed(1) ?? '—'}
        </Text>
        <Stars value={rating.average ?? 0} size={20} label={t('reviews.overall')} />
        <Text size="sm" c="dimmed" data-testid="rating-count">
          {tc('reviews', { count: rating.count })}
        </Text>
      </Stack>
      <dl className={classes.ratingBars}>
        {RATING_ASPECTS.map((aspect) => {
          const value = rating[aspect];
          return (
            <div key={aspect} className={classes.ratingBar} data-testid={`rating-${aspect}`}>
              <dt>{t(`reviews.${aspect}`)}</dt>
              <dd>
                {/* A plain bar: Mantine's Progress would add its chunk to the salon page's budget. */}
                <span className={classes.ratingTrack} aria-hidden>
                  <span className={classes.ratingFill} style={{ width: `${ratingPercent(value)}%` }} />
                </span>
                <Text component="span" fw={600} size="sm" data-testid="rating-value">
                  {value?.toFixed(1) ?? '—'}
                </Text>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
