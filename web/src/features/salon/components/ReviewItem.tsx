import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { Stars } from '@/shared/ui/Stars';
import type { SalonReply } from '../api/types';
import { replyAverage } from '../lib/rating';
import classes from './Salon.module.css';

interface Props {
  reply: SalonReply;
  hideMaster?: boolean;
  /** The salon's zone: a review's date is the salon's day, the same on the server and in every browser. */
  timeZone: string;
}

/** A review: author, date in the page locale, stars, text, master (not on the master's own page) and service, and the salon's answer below. */
export function ReviewItem({ reply, hideMaster = false, timeZone }: Props) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const score = replyAverage(reply);
  const about = [
    reply.service_name && t('reviews.service', { name: reply.service_name }),
    !hideMaster && reply.master_name && t('reviews.master', { name: reply.master_name }),
  ].filter(Boolean);
  return (
    <li className={classes.review} data-testid="review">
      <div className={classes.reviewHead}>
        <div>
          <p className={`${classes.text} ${classes.semibold}`} data-testid="review-author">
            {reply.author_name}
          </p>
          <p className={`${classes.textXs} ${classes.dimmed}`}>
            <time dateTime={reply.created_at} data-testid="review-date">
              {formatInstant(reply.created_at, locale, 'longDate', timeZone)}
            </time>
          </p>
        </div>
        <Stars value={score} size={18} label={t('reviews.score', { value: score.toFixed(1) })} />
      </div>
      {reply.text && (
        <p className={`${classes.textSm} ${classes.prose} ${classes.reviewText}`} data-testid="review-text">
          {reply.text}
        </p>
      )}
      {about.length > 0 && (
        <p className={`${classes.textXs} ${classes.dimmed} ${classes.reviewAbout}`} data-testid="review-about">
          {about.join(' · ')}
        </p>
      )}
      {reply.answer && (
        <blockquote className={classes.reviewAnswer} data-testid="review-answer">
          <p className={`${classes.textXs} ${classes.semibold} ${classes.dimmed}`}>
            {t('reviews.answer')}
            {reply.answered_at && (
              <>
                {' · '}
                <time dateTime={reply.answered_at}>{formatInstant(reply.answered_at, locale, 'longDate', timeZone)}</time>
              </>
            )}
          </p>
          <p className={`${classes.textSm} ${classes.prose}`} data-testid="review-answer-text">
            {reply.answer}
          </p>
        </blockquote>
      )}
    </li>
  );
}
