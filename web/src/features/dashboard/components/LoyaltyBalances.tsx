import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useLoyalty } from '../api/useLoyalty';

/** The client's loyalty points at each salon where they hold some (nothing when none). */
export function LoyaltyBalances() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data } = useLoyalty();
  if (!data || data.balances.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="loyalty-balances">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('loyalty.title')}
        </Title>
        {data.balances.map((b) => (
          <Group key={b.salon_id} justify="space-between" gap="xs" data-testid="loyalty-balance">
            <RouteLink to="salon" params={{ slug: b.salon_slug }}>
              {b.salon_name}
            </RouteLink>
            <Text size="sm" fw={600}>
              {t('loyalty.points', { points: b.points })}
              {' · '}
              {b.redeemable ? t('loyalty.worth', { value: formatMoney(b.value_kurus, locale) }) : t('loyalty.frozen')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
