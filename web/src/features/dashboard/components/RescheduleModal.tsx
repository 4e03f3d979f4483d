import { Alert, Button, Center, Chip, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { bookingWindow, clampDay } from '@/shared/lib/salonDates';
import { showSnack } from '@/shared/ui/snack';
import { TimeChips } from '@/shared/ui/TimeChips';
import type { Act } from '../api/types';
import { useAvailability } from '../api/useAvailability';
import { useAvailableDates } from '../api/useAvailableDates';
import { useTimeTransfer } from '../api/useTimeTransfer';

/** Moves a visit: a day up to 3 months ahead, then one of the master's free start times that day. */
export function RescheduleModal({ act, onClose }: { act: Act; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const limits = useMemo(() => bookingWindow(), []);
  const [date, setDate] = useState(() => clampDay(act.provision_date, limits));
  const [time, setTime] = useState<string | null>(null);
  const inWindow = date >= limits.min && date <= limits.max;
  const free = useAvailability({
    salonId: act.salon.id,
    masterId: act.master.id,
    date,
    duration: act.duration,
    enabled: inWindow,
  });
  const freeDays = useAvailableDates({ salonId: act.salon.id, masterId: act.master.id, duration: act.duration });
  const suggestions = (freeDays.data ?? []).slice(0, 6);
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
        {suggestions.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('reschedule.free_days')}
            </Text>
            <Chip.Group
              value={date}
              onChange={(day) => {
                setDate(day as string);
                setTime(null);
              }}
            >
              <Group gap={6} data-testid="reschedule-free-days">
                {suggestions.map((day) => (
                  <Chip key={day} value={day} size="xs" radius="xl" data-testid={`reschedule-day-${day}`}>
                    {formatDay(day, locale, 'weekdayShort')}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
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
