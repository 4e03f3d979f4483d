import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant, formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { SalonCard } from '../api/types';
import { PlanModal } from './PlanModal';

/** The salon's subscription on its admin card: plan, status, period end, card, the latest payments; grant or end a plan. */
export function SubscriptionSection({ card }: { card: SalonCard }) {
  const { t } = useTranslation('adminSalons');
  const locale = useLocale();
  const [mode, setMode] = useState<'grant' | 'end' | null>(null);
  const sub = card.subscription ?? null;

  return (
    <Stack gap="sm" data-testid="salon-subscription">
      {sub ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('subscription.status')}
            </Text>
            <Group gap={4}>
              <Badge variant="light" color={sub.status === 'cancelled' ? 'gray' : sub.status === 'past_due' ? 'red' : 'teal'} data-testid="subscription-status">
                {t(`subscription.statuses.${sub.status}`, { defaultValue: sub.status })}
              </Badge>
              {sub.granted && (
                <Badge variant="outline" color="grape" data-testid="subscription-granted">
                  {t('subscription.granted')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('subscription.period_end')}
            </Text>
            <Text size="sm" data-testid="subscription-period-end">
              {formatInstant(sub.period_end, locale, 'date')}
              {sub.cancel_at_period_end ? ` · ${t('subscription.cancel_at_period_end')}` : ''}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('subscription.card')}
            </Text>
            <Text size="sm" data-testid="subscription-card">
              {sub.card_last4 ? `${sub.card_brand ?? ''} •••• ${sub.card_last4}`.trim() : '—'}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('subscription.provider')}
            </Text>
            <Text size="sm">{t(`subscription.providers.${sub.provider}`, { defaultValue: sub.provider })}</Text>
          </Stack>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" data-testid="subscription-none">
          {t('subscription.none')}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="light" color="teal" onClick={() => setMode('grant')} data-testid="salon-grant-plan">
          {t('plan_grant.open')}
        </Button>
        {sub?.granted && (
          <Button variant="subtle" color="red" onClick={() => setMode('end')} data-testid="salon-end-grant">
            {t('plan_grant.end')}
          </Button>
        )}
      </Group>

      {card.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscription.no_payments')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped fz="sm" data-testid="salon-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('subscription.date')}</Table.Th>
                <Table.Th>{t('subscription.period')}</Table.Th>
                <Table.Th>{t('subscription.amount')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {card.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatInstant(p.created_at, locale, 'date')}</Table.Td>
                  <Table.Td>
                    {formatInstant(p.period_start, locale, 'date')} – {formatInstant(p.period_end, locale, 'date')}
                  </Table.Td>
                  <Table.Td>{formatMoney(p.amount_kurus, locale)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={p.status === 'paid' ? 'teal' : 'red'}>
                      {t(`subscription.payment.${p.status === 'paid' ? 'paid' : 'unpaid'}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Anchor component={RouteLink} to="admin-sales" query={{ salon: String(card.id) }} size="sm" data-testid="salon-sales-link">
        {t('subscription.all_payments')}
      </Anchor>

      <PlanModal salonId={card.id} salonName={card.name} mode={mode} onClose={() => setMode(null)} />
    </Stack>
  );
}
