import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { colorOf, STATUSES, type StatusName } from '../lib/status';

/** An appointment's status (spec §4: draft, waiting, confirmed, cancelled, completed). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('salonDesk');
  const known = (STATUSES as readonly string[]).includes(status);
  return (
    <Badge color={colorOf(status)} variant="light" radius="sm" style={{ flex: 'none' }} data-testid="act-status" data-status={status}>
      {known ? t(`status.${status as StatusName}`) : status}
    </Badge>
  );
}
