import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import type { CatalogueService } from '../../api/types';
import { StateBadge } from './StateBadge';

interface Props {
  service: CatalogueService;
  onEdit: (service: CatalogueService) => void;
  onDelete: (service: CatalogueService) => void;
}

/** A catalogue service: how the salon sells it (price, duration, masters) or a button to add it. */
export function ServiceRow({ service, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['salonProfile', 'common']);
  const locale = useLocale();
  const b = service.binding;
  const duration = (minutes: number) => formatDuration(minutes, (key, options) => t(`common:${key}`, options));
  return (
    <Group justify="space-between" gap="xs" py={6} wrap="wrap" data-testid={`service-${service.id}`} data-bound={b ? 'true' : undefined}>
      <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={b ? 600 : 400}>
            {service.name}
          </Text>
          {service.moderation_state !== 'approved' && <StateBadge state={service.moderation_state} />}
        </Group>
        {b ? (
          <Text size="xs" c="dimmed">
            {b.discount_percent > 0 ? (
              <>
                <Text span size="xs" td="line-through" mr={4}>
                  {formatMoney(b.price, locale)}
                </Text>
                {formatMoney(b.final_price, locale)} (−{b.discount_percent}%)
              </>
            ) : (
              formatMoney(b.price, locale)
            )}
            {' · '}
            {duration(b.duration_min)}
            {' · '}
            {t('services.masters_count', { count: b.master_ids.length })}
            {b.subservices.length + b.addons.length > 0 && ` · ${t('services.options_count', { count: b.subservices.length + b.addons.length })}`}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {t('services.default_duration', { duration: duration(service.default_duration_min) })}
          </Text>
        )}
      </Stack>
      {b ? (
        <Group gap={6}>
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => onEdit(service)} data-testid={`edit-${service.id}`}>
            {t('services.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(service)} data-testid={`delete-${service.id}`}>
            {t('services.delete')}
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="outline"
          leftSection={<IconPlus size={14} />}
          disabled={service.moderation_state !== 'approved'}
          title={service.moderation_state !== 'approved' ? t('services.pending_hint') : undefined}
          onClick={() => onEdit(service)}
          data-testid={`add-${service.id}`}
        >
          {t('services.add')}
        </Button>
      )}
    </Group>
  );
}
