import { Button, type ButtonProps } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/Link';
import { INACTIVE_NOTICE_ID, orderPath, useBooking } from '../lib/booking';

interface Props extends Omit<ButtonProps, 'children'> {
  serviceId?: number;
  masterId?: number;
  /** Accessible name when the visible "Book" is not enough (which service, which master). */
  label?: string;
  /** No master of the salon provides the service yet: nothing to book. */
  noMaster?: boolean;
  'data-testid'?: string;
}

/**
 * Link to the checkout with the salon, service and master chosen. A deactivated salon gets a
 * disabled button that points to the banner explaining why; so does a service no master provides
 * yet (the checkout could offer no master for it).
 */
export function BookButton({ serviceId, masterId, label, noMaster = false, 'data-testid': testId = 'book-button', ...props }: Props) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const booking = useBooking();
  if (!booking) return null;
  if (!booking.canBook) {
    return (
      <Button radius="xl" size="sm" {...props} disabled aria-describedby={INACTIVE_NOTICE_ID} data-testid={testId} data-disabled-reason="inactive">
        {t('book.unavailable')}
      </Button>
    );
  }
  if (noMaster) {
    return (
      <Button radius="xl" size="sm" {...props} disabled title={t('book.no_master_hint')} data-testid={testId} data-disabled-reason="no-master">
        {t('book.no_master')}
      </Button>
    );
  }
  const to = orderPath(locale, { salonId: booking.salonId, serviceId, masterId: masterId ?? booking.masterId });
  return (
    <Button component={Link} to={to} radius="xl" size="sm" {...props} aria-label={label} data-testid={testId}>
      {t('book.label')}
    </Button>
  );
}
