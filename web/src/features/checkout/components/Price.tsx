import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';

/** Final price; a discount adds the old price struck through. */
export function Price({ price, final }: { price: number; final: number }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {price > final && (
        <Text size="sm" c="dimmed">
          <VisuallyHidden>{t('services.old_price')}</VisuallyHidden>
          <s data-testid="old-price">{formatMoney(price, locale)}</s>
        </Text>
      )}
      <Text fw={700} data-testid="price">
        {formatMoney(final, locale)}
      </Text>
    </Group>
  );
}
