import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { STATUSES, type VisitStatus } from '../api/types';

const COLORS: Record<VisitStatus, string> = { new: 'blue', moved: 'yellow', confirmed: 'teal', cancelled: 'gray', completed: 'plum' };

function known(status: string): status is VisitStatus {
  return (STATUSES as readonly string[]).includes(status);
}

/** A visit's status; a status this build does not know shows as sent. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('masterArea');
  return (
    <Badge color={known(status) ? COLORS[status] : 'gray'} variant="light" radius="sm" data-testid="visit-status" data-status={status}>
      {known(status) ? t(`status.${status}`) : status}
    </Badge>
  );
}
