import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { isDay, salonToday } from '@/shared/lib/salonDates';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useDeskOptions } from '../api/useDeskOptions';
import { useSchedule, type ScheduleView } from '../api/useSchedule';
import { calendarColumns, type CalendarColumn } from '../lib/columns';
import { shiftDate } from '../lib/shiftDate';
import { ActDrawer } from './ActDrawer';
import { CalendarGrid } from './CalendarGrid';
import { ManualEntryModal } from './ManualEntryModal';
import { ScheduleList } from './ScheduleList';

/** Phones get lists instead of the time grid (spec §9: mobile up to 430 px). */
const MOBILE = '(max-width: 39.99em)';

/** admin-salon-schedule (spec §2): day and week calendar per master, the visit drawer, manual entries. */
export function SchedulePage() {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = salonToday();
  const date = isDay(params.get('date') ?? '') ? params.get('date')! : today;
  const view: ScheduleView = params.get('view') === 'week' ? 'week' : 'day';
  const options = useDeskOptions();
  const masters = options.data?.masters ?? [];
  const chosen = Number(params.get('master')) || null;
  // The week shows one master: the chosen one, else the first.
  const masterId = view === 'week' ? (chosen ?? masters[0]?.id ?? null) : chosen;
  const schedule = useSchedule(date, view, masterId);
  const [openId, setOpenId] = useState<number | null>(null);
  const [entry, setEntry] = useState(false);
  const mobile = useMediaQuery(MOBILE, false, { getInitialValueInEffect: false }) ?? false;

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged, { replace: true });
  };
  const columns = useMemo(() => (schedule.data ? calendarColumns(schedule.data) : []), [schedule.data]);
  const heading = (c: CalendarColumn) => (view === 'week' ? formatDay(c.date, locale, 'weekdayShort') : c.title);
  const range =
    schedule.data && view === 'week' ? `${formatDay(schedule.data.from, locale)} – ${formatDay(schedule.data.to, locale)}` : formatDay(date, locale, 'weekdayMedium');

  return (
    <Stack gap="lg" data-testid="schedule-page" data-view={view} data-date={date}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('schedule.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} radius="xl" onClick={() => setEntry(true)} data-testid="schedule-new-entry">
          {t('schedule.new_entry')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('schedule.previous')} onClick={() => update({ date: shiftDate(date, view, -1) })} data-testid="schedule-prev">
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => update({ date: null })} data-testid="schedule-today">
            {t('schedule.today')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t('schedule.next')} onClick={() => update({ date: shiftDate(date, view, 1) })} data-testid="schedule-next">
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <TextInput type="date" aria-label={t('schedule.date')} value={date} onChange={(e) => isDay(e.currentTarget.value) && update({ date: e.currentTarget.value })} data-testid="schedule-date" />
        <SegmentedControl
          value={view}
          onChange={(v) => update({ view: v === 'week' ? 'week' : null })}
          data={[
            { value: 'day', label: t('schedule.day') },
            { value: 'week', label: t('schedule.week') },
          ]}
          data-testid="schedule-view"
        />
        <Select
          aria-label={t('schedule.master')}
          placeholder={t('schedule.all_masters')}
          data={masters.map((m) => ({ value: String(m.id), label: m.full_name }))}
          value={masterId ? String(masterId) : null}
          onChange={(v) => update({ master: v })}
          clearable={view === 'day'}
          allowDeselect={view === 'day'}
          style={{ minWidth: 200 }}
          data-testid="schedule-master"
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="schedule-range">
        {range}
      </Text>
      <QueryStatus isPending={schedule.isPending} error={schedule.error} />
      {schedule.data &&
        (columns.length === 0 ? (
          <Text c="dimmed">{t('schedule.no_masters')}</Text>
        ) : mobile ? (
          <ScheduleList columns={columns} heading={heading} onOpen={setOpenId} />
        ) : (
          <CalendarGrid columns={columns} grid={schedule.data.grid} step={schedule.data.time_slicing} heading={heading} onOpen={setOpenId} />
        ))}
      <ActDrawer id={openId} onClose={() => setOpenId(null)} />
      {entry && <ManualEntryModal date={date < today ? today : date} masterId={masterId} onClose={() => setEntry(false)} />}
    </Stack>
  );
}
