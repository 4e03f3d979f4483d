import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { formatDuration } from '@/shared/lib/format';
import type { SalonServiceItem } from '../api/types';
import { BookButton } from './BookButton';
import { PriceTag } from './PriceTag';
import classes from './Salon.module.css';
import { ServiceOptions } from './ServiceOptions';

/** One service: name, description, duration, price, options and "Book" (salon and master pages). */
export function ServiceRow({ item }: { item: SalonServiceItem }) {
  const { t } = useTranslation('salon');
  const { t: tc } = useTranslation();
  return (
    <li className={classes.serviceRow} data-testid="service-row" data-service-id={item.id}>
      <div className={classes.serviceMain}>
        <Text fw={600} data-testid="service-name">
          {item.name}
        </Text>
        {item.description && (
          <Text size="sm" c="dimmed" className={classes.prose}>
            {item.description}
          </Text>
        )}
        <Group gap={6} c="dimmed" mt={2}>
          <IconClock size={14} aria-hidden />
          <Text size="sm" data-testid="service-duration">
            {formatDuration(item.duration_min, tc)}
          </Text>
          {item.is_multiple && (
            <Text size="xs" c="dimmed">
              · {t('services.multiple')}
            </Text>
          )}
        </Group>
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
