import { Anchor, Badge, Center, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatInstant, formatMoney } from '@/shared/lib/format';
import { toMaskedPhone } from '@/shared/lib/phone';
import { SALON_TIME_ZONE } from '@/shared/lib/salonDates';
import type { DeskAct } from '../api/types';
import { useDeskAct } from '../api/useDeskAct';
import { ActionButtons } from './ActionButtons';
import { FormError } from './FormError';
import { NoShowFlag } from './NoShowFlag';
import { StatusBadge } from './StatusBadge';
import { useActActions } from './useActActions';

function Line({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" ta="right" data-testid={testId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Detail({ act }: { act: DeskAct }) {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const { run, modals, busy } = useActActions();
  const ref = { ...act, client_name: act.client.full_name, master_id: act.master.id, service_ids: act.items.map((i) => i.salon_service_id) };
  return (
    <Stack gap="md" data-testid="act-drawer-body" data-act-id={act.id}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {act.client.full_name}
        </Title>
        <Group gap={6} wrap="nowrap">
          {act.important && <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-label={t('states.important')} />}
          <StatusBadge status={act.status} />
        </Group>
      </Group>
      <Stack gap={6}>
        <Line label={t('detail.when')} testId="act-when">
          {formatDay(act.date, locale, 'weekdayMedium')} · {act.start}–{act.end}
        </Line>
        <Line label={t('detail.master')} testId="act-master">
          {act.master.full_name}
        </Line>
        <Line label={t('detail.phone')}>
          <Anchor href={`tel:${act.client.phone}`} size="sm">
            {toMaskedPhone(act.client.phone)}
          </Anchor>
        </Line>
        {act.client.email && <Line label={t('detail.email')}>{act.client.email}</Line>}
        <Line label={t('detail.source')}>{t(`source.${act.source === 'manual' ? 'manual' : 'online'}`)}</Line>
        <NoShowFlag count={act.no_shows_flag} withHint />
        {act.confirm_deadline && (
          <Line label={t('detail.deadline')} testId="act-deadline">
            {formatInstant(act.confirm_deadline, locale, 'time', SALON_TIME_ZONE)}
          </Line>
        )}
      </Stack>
      <Divider />
      <Stack gap={4} data-testid="act-items">
        {act.items.map((item, i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {item.name}
              {item.option_name ? ` · ${item.option_name}` : ''}
              {item.quantity > 1 ? ` ×${item.quantity}` : ''}
            </Text>
            <Text size="sm">{formatMoney(item.price, locale)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {t('detail.total')}
          </Text>
          <Text size="sm" fw={700} data-testid="act-total">
            {formatMoney(act.total, locale)}
          </Text>
        </Group>
        {act.points_discount > 0 && (
          <>
            <Group justify="space-between" data-testid="act-points-discount">
              <Text size="sm">{t('loyalty.points_discount', { points: act.points_redeemed })}</Text>
              <Text size="sm">−{formatMoney(act.points_discount, locale)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                {t('loyalty.to_collect')}
              </Text>
              <Text size="sm" fw={700} data-testid="act-to-collect">
                {formatMoney(act.total - act.points_discount, locale)}
              </Text>
            </Group>
          </>
        )}
        {act.payment_method && <Badge variant="outline">{t(`payment.${act.payment_method === 'cash' ? 'cash' : 'card'}`)}</Badge>}
      </Stack>
      {act.comment && <Line label={t('detail.comment')}>{act.comment}</Line>}
      {act.offer && (
        <Line label={t('detail.offer')} testId="act-offer">
          {formatDay(act.offer.date, locale, 'weekdayMedium')} · {act.offer.start}–{act.offer.end}
        </Line>
      )}
      {act.moved_by === 'salon' && act.status === 'moved' && (
        <Text size="sm" c="dimmed">
          {t('detail.waiting_client')}
        </Text>
      )}
      {act.salon_reply && (
        <Line label={t('detail.reply')} testId="act-reply">
          {act.salon_reply}
        </Line>
      )}
      <Divider />
      {/* A live visit before its start offers neither "complete" nor "no-show" (the API's rule):
          say why, rather than leave the salon looking for the buttons. */}
      {act.actions.cancel && !act.actions.complete && !act.actions.no_show && (
        <Text size="sm" c="dimmed" data-testid="act-not-started">
          {t('no_shows.not_started')}
        </Text>
      )}
      <ActionButtons act={ref} run={run} variant="buttons" busy={busy} />
      {modals}
    </Stack>
  );
}

/** The visit in full, with every action it allows now; opening it marks it viewed. */
export function ActDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('salonDesk');
  const act = useDeskAct(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title={t('detail.title')} data-testid="act-drawer">
      {act.isPending && id !== null && (
        <Center py="xl">
          <Loader type="dots" />
        </Center>
      )}
      {act.error ? <FormError error={act.error} /> : null}
      {act.data && <Detail act={act.data} />}
    </Drawer>
  );
}
