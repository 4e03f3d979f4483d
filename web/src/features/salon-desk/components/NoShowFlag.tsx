import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/**
 * The flag of a booking by a client with recent no-shows (the API's `no_shows_flag`, set when
 * they booked): the system does not confirm it, the salon does, so the flag says why.
 */
export function NoShowFlag({ count, withHint }: { count: number | null | undefined; withHint?: boolean }) {
  const { t } = useTranslation('salonDesk');
  if (!count) return null;
  return (
    <Text size="xs" c="red" fw={600} data-testid="act-no-show-flag" title={t('no_shows.flag_hint')}>
      {t('no_shows.flag', { count })}
      {withHint ? ` — ${t('no_shows.flag_hint')}` : ''}
    </Text>
  );
}
