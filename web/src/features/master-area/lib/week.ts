import { addDays, weekdayOf } from '@/shared/lib/salonDates';
import type { BreakView, MasterSchedule, ScheduleVisit } from '../api/types';

/** A break on a shown day: recurring (every such weekday) or on that date only. */
export interface ShownBreak extends BreakView {
  recurring: boolean;
}

/** One day of the master's week as the schedule screen shows it. */
export interface ShownDay {
  date: string;
  weekday: number;
  /** Working hours that day, or null when not working (day off, or the salon closed). */
  hours: { start: string; end: string } | null;
  /** Why not working: the master's day off or the salon closed. */
  off: 'master' | 'salon' | null;
  breaks: ShownBreak[];
  visits: ScheduleVisit[];
}

/**
 * The days of `from..=to` the way availability reads the schedule: a dated row wins over the weekday
 * row; a row without hours (or no row) works the salon's hours; breaks are the weekday's plus the date's.
 */
export function shownDays(data: Pick<MasterSchedule, 'schedule' | 'appointments'>, from: string, to: string): ShownDay[] {
  const { schedule } = data;
  const out: ShownDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const week = schedule.week.find((d) => d.weekday === weekday);
    const dated = schedule.dated.find((d) => d.date === date);
    const row = dated?.day_type ? dated : week?.day_type ? week : null;
    const salon = schedule.salon_hours.find((h) => h.weekday === weekday);
    const salonHours = salon?.open && salon.close ? { start: salon.open, end: salon.close } : null;
    let hours: ShownDay['hours'] = null;
    let off: ShownDay['off'] = null;
    if (row?.day_type === 'off') off = 'master';
    else if (!salonHours) off = 'salon';
    else if (row?.start && row.end) {
      // Clipped to the salon's hours, as the free times are.
      const start = row.start > salonHours.start ? row.start : salonHours.start;
      const end = row.end < salonHours.end ? row.end : salonHours.end;
      hours = start < end ? { start, end } : null;
      if (!hours) off = 'salon';
    } else hours = salonHours;
    const breaks: ShownBreak[] = [
      ...(week?.breaks ?? []).map((b) => ({ ...b, recurring: true })),
      ...(dated?.breaks ?? []).map((b) => ({ ...b, recurring: false })),
    ].sort((a, b) => a.start.localeCompare(b.start));
    out.push({ date, weekday, hours, off, breaks: off ? [] : breaks, visits: data.appointments.filter((v) => v.date === date) });
  }
  return out;
}
