import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import { useBreakChange } from '../api/useBreaks';
import { breakSchema, type BreakValues } from '../lib/breakSchema';
import type { ShownBreak } from '../lib/week';
import { TimeField } from './TimeField';

interface Props {
  masterId: number;
  /** The day the break is for (yyyy-MM-dd) and its names for the texts. */
  date: string;
  dayLabel: string;
  weekdayLabel: string;
  weekday: number;
  /** The break to edit; null to add one. */
  value: ShownBreak | null;
  step: number;
  onClose: () => void;
}

/** Add a break (every such weekday or this date only) or move one. */
export function BreakModal({ masterId, date, dayLabel, weekdayLabel, weekday, value, step, onClose }: Props) {
  const { t } = useTranslation('masterArea');
  const errorText = useErrorText();
  const schema = useMemo(() => breakSchema(errorText), [errorText]);
  const form = useForm<BreakValues>({
    resolver: zodResolver(schema),
    defaultValues: { start: value?.start ?? '', end: value?.end ?? '', repeat: value ? (value.recurring ? 'week' : 'date') : 'date' },
  });
  const { control, handleSubmit, setError } = form;
  const change = useBreakChange();

  const submit = handleSubmit((v) => {
    const request = value
      ? ({ kind: 'edit', body: { master_id: masterId, id: value.id, start: v.start, end: v.end } } as const)
      : ({ kind: 'add', body: { master_id: masterId, start: v.start, end: v.end, ...(v.repeat === 'week' ? { weekday } : { date }) } } as const);
    change.mutate(request, {
      onSuccess: () => {
        showSnack(value ? t('schedule.updated') : t('schedule.added'), 'success');
        onClose();
      },
      onError: (error) => applyServerErrors(error, ['start', 'end'], setError),
    });
  });

  return (
    <Modal opened onClose={onClose} centered title={value ? t('schedule.break_title_edit') : t('schedule.break_title_add', { day: dayLabel })}>
      <form onSubmit={submit} noValidate data-testid="break-form">
        <Stack gap="md">
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="start"
              render={({ field, fieldState }) => (
                <TimeField label={t('schedule.start')} withAsterisk stepMinutes={step} value={field.value} onChange={field.onChange} error={fieldState.error?.message} data-testid="break-start" />
              )}
            />
            <Controller
              control={control}
              name="end"
              render={({ field, fieldState }) => (
                <TimeField label={t('schedule.end')} withAsterisk stepMinutes={step} value={field.value} onChange={field.onChange} error={fieldState.error?.message} data-testid="break-end" />
              )}
            />
          </Group>
          {value?.recurring && (
            <Text size="sm" c="dimmed" data-testid="break-recurring-note">
              {t('schedule.edit_recurring')}
            </Text>
          )}
          {!value && (
            <Controller
              control={control}
              name="repeat"
              render={({ field }) => (
                <Radio.Group label={t('schedule.repeat')} value={field.value} onChange={field.onChange}>
                  <Stack gap={6} mt={6}>
                    <Radio value="date" label={t('schedule.repeat_date', { date: dayLabel })} data-testid="break-repeat-date" />
                    <Radio value="week" label={t('schedule.repeat_week', { weekday: weekdayLabel })} data-testid="break-repeat-week" />
                  </Stack>
                </Radio.Group>
              )}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={change.isPending} data-testid="break-save">
              {t('schedule.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
