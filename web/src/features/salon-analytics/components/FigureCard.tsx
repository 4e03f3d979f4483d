import { Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/useLocale';
import { intlLocale } from '@/shared/lib/format';
import { change } from '../lib/period';

interface Props {
  label: string;
  current: number | null | undefined;
  previous: number | null | undefined;
  /** How a value reads (money, a count, a rating). */
  format: (value: number) => string;
  /** A line under the figure (new clients, reviews). */
  note?: string;
  testId: string;
}

/** One headline figure of a period with its change against the period before. */
export function FigureCard({ label, current, previous, format, note, testId }: Props) {
  const { t } = useTranslation('salonAnalytics');
  const locale = useLocale();
  const loading = current === undefined;
  const delta = current != null && previous != null ? change(current, previous) : null;
  const percent = delta === null ? null : new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(delta) + ' %';
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton h={32} mt={4} />
      ) : (
        <Text fw={700} fz={26} data-testid={`${testId}-value`}>
          {current === null ? '—' : format(current)}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <Group gap={6} mt={4}>
        {percent ? (
          <Badge color={delta! >= 0 ? 'teal' : 'red'} variant="light">
            {t('change', { change: percent })}
          </Badge>
        ) : (
          !loading && (
            <Text size="xs" c="dimmed">
              {previous ? t('previous', { value: format(previous) }) : t('noPrevious')}
            </Text>
          )
        )}
      </Group>
    </Card>
  );
}
