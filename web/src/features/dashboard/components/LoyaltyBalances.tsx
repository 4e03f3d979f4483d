import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useLoyalty } from '../api/useLoyalty';
import { LoyaltyLedger } from './LoyaltyLedger';

/** The client's loyalty points at each salon where they hold some (nothing when none), each with its ledger on demand. */
export function LoyaltyBalances() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data } = useLoyalty();
  const [open, setOpen] = useState<number | null>(null);
  if (!data || data.balances.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="loyalty-balances">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('loyalty.title')}
        </Title>
        {data.balances.map((b) => (
          <Stack key={b.salon_id} gap={4}>
            <Group justify="space-between" gap="xs" data-testid="loyalty-balance">
              <RouteLink to="salon" params={{ slug: b.salon_slug }}>
                {b.salon_name}
              </RouteLink>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {t('loyalty.points', { points: b.points })}
                  {' · '}
                  {b.redeemable ? t('loyalty.worth', { value: formatMoney(b.value_kurus, locale) }) : t('loyalty.frozen')}
                </Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-expanded={open === b.salon_id}
                  onClick={() => setOpen(open === b.salon_id ? null : b.salon_id)}
                  data-testid="loyalty-ledger-toggle"
                >
                  {t(open === b.salon_id ? 'loyalty.ledger.hide' : 'loyalty.ledger.show')}
                </Button>
              </Group>
            </Group>
            {open === b.salon_id && <LoyaltyLedger salonId={b.salon_id} />}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
