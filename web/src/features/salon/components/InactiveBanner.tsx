import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { INACTIVE_NOTICE_ID } from '../lib/booking';

/** A deactivated salon: why booking is off (every Book button points here). */
export function InactiveBanner({ reason }: { reason?: string | null }) {
  const { t } = useTranslation('salon');
  return (
    <Alert
      id={INACTIVE_NOTICE_ID}
      color="orange"
      variant="light"
      radius="md"
      mt="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('inactive.title')}
      data-testid="salon-inactive-banner"
      role="status"
    >
      {reason ? t('inactive.reason', { reason }) : t('inactive.text')}
    </Alert>
  );
}
