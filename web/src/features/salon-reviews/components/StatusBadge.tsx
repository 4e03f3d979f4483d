import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

const COLORS: Record<string, string> = { placed: 'green', disputed: 'orange', rejected: 'red' };

/** placed, disputed (sent to the platform admin) or rejected. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('salonReviews');
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="review-status">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
