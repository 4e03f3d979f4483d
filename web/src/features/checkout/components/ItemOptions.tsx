import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import type { BasketItem } from '../api/types';

interface Props {
  item: BasketItem;
  disabled: boolean;
  onChange: (optionIds: number[]) => void;
}

/** Add-ons and subservices of one basket item as checkboxes. */
export function ItemOptions({ item, disabled, onChange }: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  if (item.available_options.length === 0) return null;
  const chosen = new Set(item.options.map((o) => o.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };
  return (
    <Stack gap={6} mt="xs" role="group" aria-label={t('services.options')} data-testid="item-options">
      {item.available_options.map((option) => (
        <Checkbox
          key={option.id}
          checked={chosen.has(option.id)}
          disabled={disabled}
          onChange={(e) => toggle(option.id, e.currentTarget.checked)}
          data-testid={`option-${option.id}`}
          label={
            <Group gap={6} wrap="wrap">
              <Text size="sm">{option.name}</Text>
              <Text size="xs" c="dimmed">
                {option.kind === 'subservice' ? t('services.kind_subservice') : t('services.kind_addon')}
                {' · '}
                {t('services.option_price', { price: formatMoney(option.price, locale) })}
                {option.duration > 0 && ` · ${formatDuration(option.duration, tc)}`}
              </Text>
            </Group>
          }
        />
      ))}
    </Stack>
  );
}
