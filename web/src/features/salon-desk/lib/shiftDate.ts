import { addDays } from '@/shared/lib/salonDates';

/** How far the schedule's arrows move: a day in the day view, a week in the week view. */
export function shiftDate(date: string, view: 'day' | 'week', direction: -1 | 1): string {
  return addDays(date, (view === 'week' ? 7 : 1) * direction);
}
