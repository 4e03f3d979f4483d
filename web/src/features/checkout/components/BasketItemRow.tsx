import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { formatDuration } from '@/shared/lib/format';
import type { BasketItem, UpdateBasketItem } from '../api/types';
import classes from './Checkout.module.css';
import { ItemOptions } from './ItemOptions';
import { Price } from './Price';

interface Props {
  item: BasketItem;
  disabled: boolean;
  onUpdate: (change: UpdateBasketItem) => void;
}

/** A chosen service: name, duration, price, quantity (multiple-allowed services), options, remove. */
export function BasketItemRow({ item, disabled, onUpdate }: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const setQuantity = (quantity: number) => onUpdate({ item_id: item.id, quantity });
  return (
    <div className={classes.item} data-testid="checkout-service" data-item-id={item.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text fw={600} data-testid="item-name">
            {item.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="item-duration">
            {formatDuration(item.duration, tc)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Price price={item.price} final={item.final_price} />
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={disabled}
            onClick={() => setQuantity(0)}
            aria-label={t('services.remove_label', { name: item.name })}
            data-testid={`remove-item-${item.id}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {item.is_multiple && (
        <Group gap="xs" mt="xs" role="group" aria-label={t('services.quantity')}>
          <ActionIcon
            variant="default"
            radius="xl"
            disabled={disabled || item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
            aria-label={t('services.decrease')}
            data-testid={`quantity-minus-${item.id}`}
          >
            <IconMinus size={14} />
          </ActionIcon>
          <Text fw={600} miw={20} ta="center" aria-live="polite" data-testid={`quantity-${item.id}`}>
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            radius="xl"
            disabled={disabled}
            onClick={() => setQuantity(item.quantity + 1)}
            aria-label={t('services.increase')}
            data-testid={`quantity-plus-${item.id}`}
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Group>
      )}
      <ItemOptions item={item} disabled={disabled} onChange={(option_ids) => onUpdate({ item_id: item.id, option_ids })} />
    </div>
  );
}
