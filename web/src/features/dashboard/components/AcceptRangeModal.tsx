import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import { TimeChips } from '@/shared/ui/TimeChips';
import type { Act, ActOffer } from '../api/types';
import { useAcceptRange } from '../api/useAcceptRange';
import { useAvailability } from '../api/useAvailability';
import { gridTimes } from '../lib/times';

/** Fallback grid when the salon's time slicing is not known yet (spec §9: 15 or 30 minutes). */
const DEFAULT_SLICING = 15;

/** The salon offered a range: the client picks a start time inside [start, end) on the salon's grid. */
export function AcceptRangeModal({ act, offer, onClose }: { act: Act; offer: ActOffer; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [time, setTime] = useState<string | null>(null);
  // Only the salon's grid is needed: the offered range is the salon's own promise.
  const grid = useAvailability({ salonId: act.salon.id, masterId: act.master.id, date: offer.date, duration: act.duration });
  const times = grid.isPending ? [] : gridTimes(offer.start, offer.end, grid.data?.timeSlicing ?? DEFAULT_SLICING);
  const accept = useAcceptRange();

  const submit = () => {
    if (!time) return;
    accept.mutate(
      { id: act.id, provision_time: time },
      {
        onSuccess: () => {
          showSnack(t('accept.done'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('accept.title')} centered data-testid="accept-modal">
      <Stack gap="md">
        <Text size="sm">{t('accept.text', { date: formatDay(offer.date, locale, 'weekdayMedium'), start: offer.start, end: offer.end })}</Text>
        <TimeChips times={times} value={time} onChange={setTime} testPrefix="accept-time" label={t('accept.title')} />
        {accept.error ? (
          <Alert color="red" data-testid="accept-error">
            {apiErrorMessage(accept.error)}
          </Alert>
        ) : null}
        <Button radius="xl" disabled={!time} loading={accept.isPending} onClick={submit} data-testid="accept-submit">
          {t('accept.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
