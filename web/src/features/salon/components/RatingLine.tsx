import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { RatingSummary } from '../api/types';
import classes from './Salon.module.css';

/** "★ 4.7 · 120 reviews", or "No reviews yet". */
export function RatingLine({ rating, testId = 'rating-line' }: { rating: RatingSummary; testId?: string }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('salon');
  if (rating.average == null || rating.count === 0) {
    return (
      <p className={`${classes.textSm} ${classes.dimmed}`} data-testid={testId}>
        {t('no_reviews')}
      </p>
    );
  }
  return (
    <div className={classes.ratingLine} data-testid={testId}>
      <IconStarFilled size={16} color="#f5a524" aria-hidden />
      <p className={`${classes.text} ${classes.bold}`} aria-label={ts('reviews.score', { value: rating.average.toFixed(1) })}>
        {rating.average.toFixed(1)}
      </p>
      <p className={`${classes.textSm} ${classes.dimmed}`}>· {t('reviews', { count: rating.count })}</p>
    </div>
  );
}
