import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import type { SalonServiceItem } from '../api/types';
import { priceInfo } from '../lib/services';

/** Final price; a discount adds the old price struck through and a "-N%" badge. */
export function PriceTag({ item }: { item: Pick<SalonServiceItem, 'price' | 'final_price' | 'discount_percent'> }) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const info = priceInfo(item);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {info.percent !== null && (
        <Badge color="red" variant="light" size="sm" radius="sm" data-testid="service-discount">
          {t('services.discount', { percent: info.percent })}
        </Badge>
      )}
      {info.old !== null && (
        <Text size="sm" c="dimmed">
          <VisuallyHidden>{t('services.old_price')}</VisuallyHidden>
          <s data-testid="service-old-price">{formatMoney(info.old, locale)}</s>
        </Text>
      )}
      <Text fw={700} data-testid="service-price">
        {formatMoney(info.final, locale)}
      </Text>
    </Group>
  );
}
