import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMonth, weekdayNames } from '@/shared/lib/format';
import { monthOf, monthWeeks, parseDay, shiftMonth, type MonthKey } from '@/shared/lib/salonDates';
import classes from './Checkout.module.css';

interface Props {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** First and last day that may be picked (today … today + 3 months). */
  min: string;
  max: string;
  /** Days with a free start; every other day is disabled. */
  available: ReadonlySet<string>;
  value: string | null;
  onChange: (date: string) => void;
}

/** A month grid, Monday first, limited to [min, max] and to the available days. */
export function MonthCalendar({ month, onMonthChange, min, max, available, value, onChange }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const canPrev = month > monthOf(min);
  const canNext = month < monthOf(max);
  return (
    <div data-testid="checkout-calendar" data-month={month}>
      <Group justify="space-between" mb="xs" maw={360}>
        <ActionIcon variant="subtle" disabled={!canPrev} onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={t('calendar.previous')} data-testid="calendar-prev">
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} tt="capitalize" aria-live="polite" data-testid="calendar-month">
          {formatMonth(month, locale)}
        </Text>
        <ActionIcon variant="subtle" disabled={!canNext} onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={t('calendar.next')} data-testid="calendar-next">
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <table className={classes.calendar} aria-label={t('calendar.label')}>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day ?? `empty-${j}`}>
                  {day && (
                    <button
                      type="button"
                      className={classes.day}
                      disabled={day < min || day > max || !available.has(day)}
                      aria-pressed={value === day}
                      aria-label={formatDay(day, locale, 'weekdayLong')}
                      data-available={available.has(day) || undefined}
                      data-today={day === min || undefined}
                      onClick={() => onChange(day)}
                      data-testid={`date-${day}`}
                    >
                      {parseDay(day).day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
