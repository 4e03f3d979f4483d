import { Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { bookingWindow, monthOf, monthRange } from '@/shared/lib/salonDates';
import type { Basket } from '../api/types';
import { useAvailableDates } from '../api/useAvailableDates';
import { useFreeTimes } from '../api/useFreeTimes';
import { useTimeChoice } from '../hooks/useTimeChoice';
import { freeTimesOf } from '../lib/availability';
import { ErrorNote } from './ErrorNote';
import { MonthCalendar } from './MonthCalendar';
import { Step } from './Step';
import { TimeChips } from './TimeChips';

/** Step 3: a day within the booking window with free starts, then one of its free times. */
export function DateTimeStep({ basket, anyMaster }: { basket: Basket; anyMaster: boolean }) {
  const { t } = useTranslation('checkout');
  const limits = useMemo(() => bookingWindow(), []);
  const info = basket.basket;
  const [date, setDate] = useState<string | null>(info.provision_date ?? null);
  const [month, setMonth] = useState(() => monthOf(info.provision_date ?? limits.min));
  const masterIds = anyMaster ? info.possible_masters.map((m) => m.id) : info.master_id ? [info.master_id] : [];
  const duration = info.total_duration;
  const { first, last } = monthRange(month);
  const dates = useAvailableDates({
    salonId: info.salon_id,
    duration,
    masterId: anyMaster ? null : (info.master_id ?? null),
    from: first < limits.min ? limits.min : first,
    to: last > limits.max ? limits.max : last,
  });
  const available = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);
  const free = useFreeTimes({ salonId: info.salon_id, date, masterIds, duration });
  const times = freeTimesOf(free.data);
  const choice = useTimeChoice(basket);
  const chosenTime = date && info.provision_date === date ? (info.provision_time ?? null) : null;

  return (
    <Step n={3} id="datetime" title={t('steps.datetime')}>
      <Stack gap="md">
        <MonthCalendar month={month} onMonthChange={setMonth} min={limits.min} max={limits.max} available={available} value={date} onChange={setDate} />
        {dates.isFetching && <Loader type="dots" size="sm" />}
        {dates.isSuccess && !dates.isPlaceholderData && available.size === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-dates">
            {t('calendar.no_dates')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('calendar.limit')}
        </Text>
        <ErrorNote error={dates.error} />
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('calendar.times')}
          </Title>
          {!date && <Text c="dimmed">{t('calendar.pick_date')}</Text>}
          {date && free.isPending && free.fetchStatus !== 'idle' && <Loader type="dots" size="sm" />}
          {date && free.isSuccess && times.length === 0 && (
            <Text c="dimmed" data-testid="no-times">
              {t('calendar.no_times')}
            </Text>
          )}
          {date && times.length > 0 && (
            <TimeChips
              times={times}
              value={chosenTime}
              pendingTime={choice.pendingTime}
              disabled={choice.pending}
              onChange={(time) => choice.choose(date, time, free.data, anyMaster)}
            />
          )}
          <ErrorNote error={free.error} />
          <ErrorNote error={choice.error} testId="time-error" />
        </div>
      </Stack>
    </Step>
  );
}
