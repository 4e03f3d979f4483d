import { Badge } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import type { SalonServiceItem } from '../api/types';
import { priceInfo } from '../lib/services';
import classes from './Salon.module.css';

/** Final price; a discount adds the old price struck through and a "-N%" badge. */
export function PriceTag({ item }: { item: Pick<SalonServiceItem, 'price' | 'final_price' | 'discount_percent'> }) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const info = priceInfo(item);
  return (
    <div className={classes.priceTag}>
      {info.percent !== null && (
        <Badge color="red" variant="light" size="sm" radius="sm" data-testid="service-discount">
          {t('services.discount', { percent: info.percent })}
        </Badge>
      )}
      {info.old !== null && (
        <p className={`${classes.textSm} ${classes.dimmed}`}>
          <span className={classes.visuallyHidden}>{t('services.old_price')}</span>
          <s data-testid="service-old-price">{formatMoney(info.old, locale)}</s>
        </p>
      )}
      <p className={`${classes.text} ${classes.bold}`} data-testid="service-price">
        {formatMoney(info.final, locale)}
      </p>
    </div>
  );
}
