import type { ActRow, Schedule } from '../api/types';
import type { Span } from './calendarLayout';

/** One column of the calendar: a master on the day view, a day on the week view. */
export interface CalendarColumn {
  key: string;
  /** Master's name, or the date (the page formats it). */
  title: string;
  date: string;
  masterId: number;
  /** The master's working window; null when not working that day. */
  working: Span | null;
  breaks: Span[];
  appointments: ActRow[];
  /** The salon's day off or holiday, when the day is one. */
  dayOff: { kind: string; note?: string | null } | null;
  /** The salon is closed that day (a day off, or a closed weekday). */
  closed: boolean;
}

/** The calendar's columns: masters side by side for a day, the days of a week for one master. */
export function calendarColumns(schedule: Schedule): CalendarColumn[] {
  const dayInfo = new Map(schedule.days.map((d) => [d.date, d]));
  const column = (master: Schedule['masters'][number], day: Schedule['masters'][number]['days'][number], title: string): CalendarColumn => {
    const info = dayInfo.get(day.date);
    return {
      key: `${master.id}-${day.date}`,
      title,
      date: day.date,
      masterId: master.id,
      working: day.working ?? null,
      breaks: day.breaks,
      appointments: day.appointments,
      dayOff: info?.day_off ?? null,
      closed: !info?.hours,
    };
  };
  if (schedule.view === 'week') {
    const master = schedule.masters[0];
    return master ? master.days.map((day) => column(master, day, day.date)) : [];
  }
  return schedule.masters.flatMap((master) => (master.days[0] ? [column(master, master.days[0], master.full_name)] : []));
}
