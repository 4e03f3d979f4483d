import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

const colors: Record<string, string> = { pending: 'yellow', approved: 'teal', merged: 'blue', declined: 'red' };

/** Moderation state of a requested service (spec §4: under moderation). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('salonProfile');
  return (
    <Badge variant="light" color={colors[state] ?? 'gray'} size="sm" data-testid={`state-${state}`}>
      {t(`states.${state}` as 'states.pending', { defaultValue: state })}
    </Badge>
  );
}
