import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { formatDuration } from '@/shared/lib/format';
import type { SalonServiceItem } from '../api/types';
import { BookButton } from './BookButton';
import { PriceTag } from './PriceTag';
import classes from './Salon.module.css';
import { ServiceOptions } from './ServiceOptions';

/**
 * One service: name, description, duration, price, options and "Book" (salon and master pages).
 * Plain elements with Salon.module.css's text classes instead of Mantine's Text and Group: the
 * salon page repeats this row ~25 times, and the server renders it on every page miss.
 */
export function ServiceRow({ item }: { item: SalonServiceItem }) {
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  return (
    <li className={classes.serviceRow} data-testid="service-row" data-service-id={item.id}>
      <div className={classes.serviceMain}>
        <p className={`${classes.text} ${classes.semibold}`} data-testid="service-name">
          {item.name}
        </p>
        {item.description && <p className={`${classes.textSm} ${classes.dimmed} ${classes.prose}`}>{item.description}</p>}
        <div className={classes.serviceMeta}>
          <IconClock size={14} aria-hidden />
          <p className={classes.textSm} data-testid="service-duration">
            {formatDuration(item.duration_min, tc)}
          </p>
          {item.is_multiple && (
            <p className={`${classes.textXs} ${classes.dimmed}`}>
              · {t('services.multiple')}
            </p>
          )}
        </div>
        <ServiceOptions title={t('services.subservices')} options={item.subservices} testId="service-subservices" />
        <ServiceOptions title={t('services.addons')} options={item.addons} testId="service-addons" />
      </div>
      <div className={classes.serviceSide}>
        <PriceTag item={item} />
        <BookButton serviceId={item.id} noMaster={item.master_ids.length === 0} label={t('book.service_aria', { name: item.name })} />
      </div>
    </li>
  );
}

/** A plain list of service rows. */
export function ServiceList({ items }: { items: SalonServiceItem[] }) {
  return (
    <ul className={classes.serviceList}>
      {items.map((item) => (
        <ServiceRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
