import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

const COLORS: Record<string, string> = { active: 'teal', new: 'blue', deactivating: 'orange', deactivated: 'red' };

/** A salon's status; a deactivation says its type. */
export function StatusBadge({ status, type }: { status: string; type?: string | null }) {
  const { t } = useTranslation('adminSalons');
  const label = status === 'deactivated' && type ? t(`status.deactivated_${type === 'immediate' ? 'immediate' : 'after_orders'}`) : t(`status.${status}`, { defaultValue: status });
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="salon-status" data-status={status}>
      {label}
    </Badge>
  );
}
