/** Calendar dates as `yyyy-MM-dd` strings (spec §5), computed in UTC so no time zone shifts a day. */

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** 0 = Monday. */
export function weekdayOf(date: string): number {
  return (parse(date).getUTCDay() + 6) % 7;
}

export function mondayOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The day the salon is in now (Europe/Istanbul, the salons' time zone). */
export function salonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function isDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(parse(text).getTime()) && format(parse(text)) === text;
}

/** How far the arrows move: a day in the day view, a week in the week view. */
export function shiftDate(date: string, view: 'day' | 'week', direction: -1 | 1): string {
  return addDays(date, (view === 'week' ? 7 : 1) * direction);
}
