import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useAct } from '../api/useActs';
import { dayLabel } from '../lib/names';
import { StatusBadge } from './StatusBadge';
import { VisitActions } from './VisitActions';

/** One own visit (GET /api/master/acts/{id}) with its actions. */
export function ActModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('masterArea');
  const locale = useLocale();
  const act = useAct(id);
  const a = act.data;
  return (
    <Modal opened onClose={onClose} centered title={t('appointments.details')}>
      <QueryStatus isPending={act.isPending} error={act.error} />
      {a && (
        <Stack gap="xs" data-testid="act-details">
          <Group justify="space-between">
            <Text fw={600}>
              {dayLabel(a.provision_date, locale)}, {a.provision_time}–{a.end_time}
            </Text>
            <StatusBadge status={a.status} />
          </Group>
          <Text>{a.full_name}</Text>
          <Text size="sm" c="dimmed">
            {t('appointments.phone')}: {a.phone}
          </Text>
          <Divider />
          {a.items.map((item, i) => (
            <Group key={i} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {item.name}
                {item.option_name ? ` · ${item.option_name}` : ''}
              </Text>
              <Text size="sm">{formatMoney(item.price, locale)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={600}>{t('appointments.columns.total')}</Text>
            <Text fw={600}>{formatMoney(a.total, locale)}</Text>
          </Group>
          {a.payment_method && (
            <Text size="sm" c="dimmed">
              {t('appointments.paid_with', { method: a.payment_method === 'cash' ? t('appointments.cash') : t('appointments.card') })}
            </Text>
          )}
          {a.comment && (
            <Text size="sm">
              {t('appointments.comment')}: {a.comment}
            </Text>
          )}
          <VisitActions id={a.id} actions={a.actions} />
        </Stack>
      )}
    </Modal>
  );
}
