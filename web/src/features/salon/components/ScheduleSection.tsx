import { Badge, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, weekdayNames } from '@/shared/lib/format';
import type { SalonDetails } from '../api/types';
import { scheduleRows, weekdayInZone } from '../lib/schedule';
import classes from './Salon.module.css';
import { Section } from './Section';

/** How many upcoming days off are listed. */
const DAYS_OFF_SHOWN = 10;

/** Monday … Sunday with hours or "closed", today highlighted, then the upcoming days off. */
export function ScheduleSection({ salon, now }: { salon: SalonDetails; now?: Date }) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const names = weekdayNames(locale, 'long');
  const today = weekdayInZone(salon.time_zone, now);
  const daysOff = salon.days_off.slice(0, DAYS_OFF_SHOWN);
  return (
    <Section id="schedule" title={t('schedule.title')}>
      <div className={classes.scheduleGrid}>
        <table className={classes.schedule} data-testid="schedule-table">
          <tbody>
            {scheduleRows(salon.working_hours).map((row) => {
              const isToday = row.weekday === today;
              return (
                <tr key={row.weekday} data-today={isToday || undefined} aria-current={isToday ? 'date' : undefined} data-testid="schedule-row">
                  <th scope="row">
                    {names[row.weekday]}
                    {isToday && (
                      <Badge ml={8} size="xs" radius="sm" variant="filled">
                        {t('schedule.today')}
                      </Badge>
                    )}
                  </th>
                  <td data-testid="schedule-hours">
                    {row.ranges.length === 0
                      ? t('schedule.closed')
                      : row.ranges.map((r) => t('schedule.range', { open: r.open, close: r.close })).join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {daysOff.length > 0 && (
          <div className={classes.card} data-testid="days-off">
            <Text fw={600} mb={6}>
              {t('schedule.days_off')}
            </Text>
            <ul className={classes.plainList}>
              {daysOff.map((d) => (
                <li key={d}>
                  <time dateTime={d}>{formatDay(d, locale, 'weekdayDayMonth')}</time>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
