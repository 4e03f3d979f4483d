import { Alert, Button, Center, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { showSnack } from '@/shared/ui/snack';
import type { Act } from '../api/types';
import { useAvailability } from '../api/useAvailability';
import { useTimeTransfer } from '../api/useTimeTransfer';
import { bookingWindow, clampDate } from '../lib/dates';
import { TimeChips } from './TimeChips';

/** Moves a visit: a day up to 3 months ahead, then one of the master's free start times that day. */
export function RescheduleModal({ act, onClose }: { act: Act; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const limits = useMemo(() => bookingWindow(), []);
  const [date, setDate] = useState(() => clampDate(act.provision_date, limits));
  const [time, setTime] = useState<string | null>(null);
  const inWindow = date >= limits.min && date <= limits.max;
  const free = useAvailability({
    salonId: act.salon.id,
    masterId: act.master.id,
    date,
    duration: act.duration,
    enabled: inWindow,
  });
  const transfer = useTimeTransfer();
  const times = free.data?.freeTimes ?? [];

  const submit = () => {
    if (!time) return;
    transfer.mutate(
      { id: act.id, provision_date: date, provision_time: time },
      {
        onSuccess: () => {
          showSnack(t('reschedule.done'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('reschedule.title')} centered data-testid="reschedule-modal">
      <Stack gap="md">
        <TextInput
          type="date"
          label={t('reschedule.date')}
          description={t('reschedule.date_hint')}
          min={limits.min}
          max={limits.max}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setTime(null);
          }}
          data-testid="reschedule-date"
        />
        <Text size="sm" fw={600}>
          {t('reschedule.times')}
        </Text>
        {free.isFetching && !free.data && (
          <Center py="sm">
            <Loader size="sm" type="dots" />
          </Center>
        )}
        {free.error ? <Alert color="red">{apiErrorMessage(free.error)}</Alert> : null}
        {free.data && times.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="reschedule-no-times">
            {t('reschedule.no_times')}
          </Text>
        )}
        <TimeChips times={times} value={time} onChange={setTime} testPrefix="reschedule-time" label={t('reschedule.times')} />
        {transfer.error ? (
          <Alert color="red" data-testid="reschedule-error">
            {apiErrorMessage(transfer.error)}
          </Alert>
        ) : null}
        <Button radius="xl" disabled={!time} loading={transfer.isPending} onClick={submit} data-testid="reschedule-submit">
          {t('reschedule.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
