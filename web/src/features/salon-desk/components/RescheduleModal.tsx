import { Button, Center, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import { TimeChips } from '@/shared/ui/TimeChips';
import type { ActRef } from '../api/types';
import { useDeskOptions } from '../api/useDeskOptions';
import { useFreeTimes } from '../api/useFreeTimes';
import { useRescheduleAct } from '../api/useRescheduleAct';
import { fieldErrorSetter, rescheduleSchema, validate } from '../lib/forms';

/**
 * Reschedule and/or transfer: a date, a master of the salon who does the visit's services, and
 * one of that master's free start times. The visit then waits for the client's confirmation.
 */
export function RescheduleModal({ act, onClose }: { act: ActRef; onClose: () => void }) {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const e = useErrorText();
  const options = useDeskOptions();
  const [date, setDate] = useState(act.date);
  const [masterId, setMasterId] = useState<number>(act.master_id);
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useRescheduleAct();
  const masters = useMemo(
    () => (options.data?.masters ?? []).filter((m) => act.service_ids.every((s) => m.service_ids.includes(s))),
    [options.data, act.service_ids],
  );
  const free = useFreeTimes({ salonId: options.data?.salon_id, masterId, date, duration: act.duration });
  const times = free.data ?? [];

  const submit = () => {
    const found = validate(rescheduleSchema(e), { date, time: time ?? '', master_id: masterId });
    setErrors(found);
    if (Object.keys(found).length > 0 || !time) return;
    move.mutate(
      { id: act.id, date, time, master_id: masterId === act.master_id ? null : masterId },
      {
        onSuccess: () => {
          showSnack(t('done.reschedule'), 'success');
          onClose();
        },
        onError: (err) => applyServerErrors(err, ['date', 'master_id', 'time'], fieldErrorSetter(setErrors)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('reschedule.title')} centered data-testid="reschedule-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reschedule.hint', { date: formatDay(act.date, locale, 'weekdayMedium'), time: act.start })}
        </Text>
        <TextInput
          type="date"
          label={t('reschedule.date')}
          value={date}
          onChange={(ev) => {
            setDate(ev.currentTarget.value);
            setTime(null);
          }}
          error={errors.date}
          withAsterisk
          data-testid="reschedule-date"
        />
        <Select
          label={t('reschedule.master')}
          description={t('reschedule.master_hint')}
          data={masters.map((m) => ({ value: String(m.id), label: m.full_name }))}
          value={String(masterId)}
          onChange={(v) => {
            if (!v) return;
            setMasterId(Number(v));
            setTime(null);
          }}
          allowDeselect={false}
          error={errors.master_id}
          data-testid="reschedule-master"
        />
        <Text size="sm" fw={600}>
          {t('reschedule.times')}
        </Text>
        {free.isFetching && !free.data && (
          <Center py="xs">
            <Loader size="sm" type="dots" />
          </Center>
        )}
        {free.data && times.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="reschedule-no-times">
            {t('reschedule.no_times')}
          </Text>
        )}
        <TimeChips times={times} value={time} onChange={setTime} testPrefix="reschedule-time" label={t('reschedule.times')} />
        {errors.time && (
          <Text size="sm" c="red" data-testid="reschedule-time-error">
            {errors.time}
          </Text>
        )}
        <Button radius="xl" loading={move.isPending} onClick={submit} data-testid="reschedule-submit">
          {t('reschedule.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
