import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { isKnownStatus, statusColor } from '../lib/status';

/** The visit's status; a status this build does not know yet shows as sent. */
export function ActStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm" style={{ flex: 'none' }} data-testid="act-status" data-status={status}>
      {isKnownStatus(status) ? t(`status.${status}`) : status}
    </Badge>
  );
}
