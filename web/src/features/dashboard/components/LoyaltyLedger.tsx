import { Group, Loader, Stack, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { useLoyaltyLedger } from '../api/useLoyalty';

/** One salon's points ledger, newest first: each earning, redemption, expiry and return with its date. */
export function LoyaltyLedger({ salonId }: { salonId: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, isPending } = useLoyaltyLedger(salonId, true);
  if (isPending) return <Loader size="xs" />;
  const entries = data?.entries ?? [];
  if (entries.length === 0) return <Text size="sm" c="dimmed">{t('loyalty.ledger.empty')}</Text>;
  return (
    <Stack gap={4} data-testid="loyalty-ledger">
      {entries.map((e) => (
        <Group key={e.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="loyalty-entry">
          <Text size="sm">
            {formatInstant(e.created_at, locale, 'date')} · {t(`loyalty.ledger.kind.${e.kind}`, { defaultValue: e.kind })}
            {e.kind === 'earn' && e.expires_at ? (
              <Text span size="xs" c="dimmed">
                {' '}
                {t('loyalty.ledger.expires', { date: formatInstant(e.expires_at, locale, 'date') })}
              </Text>
            ) : null}
          </Text>
          <Text size="sm" fw={600} c={e.points >= 0 ? 'teal' : 'red'} data-testid="loyalty-entry-points">
            {e.points > 0 ? `+${e.points}` : e.points}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
