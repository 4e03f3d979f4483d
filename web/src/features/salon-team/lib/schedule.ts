import type { ScheduleDayBody, ScheduleView, SalonHours } from '../api/types';

/** One break as the editor holds it; `HH:mm` strings, '' while not chosen. */
export interface BreakDraft {
  start: string;
  end: string;
}

/** One weekday of the editor. Empty times mean "the salon's hours" (spec §4: a range applies only when both ends are set). */
export interface DayDraft {
  weekday: number;
  works: boolean;
  start: string;
  end: string;
  breaks: BreakDraft[];
}

/** The editor's whole value: the week, and the dated days it passes through untouched. */
export interface ScheduleDraft {
  week: DayDraft[];
  dated: ScheduleDayBody[];
}

/** A problem of one time field: an `errors` namespace key and its parameters. */
export interface TimeProblem {
  key: 'required' | 'time_range_alert' | 'between' | 'break_overlaps_break';
  params?: Record<string, string>;
}

export interface DayProblems {
  start?: TimeProblem;
  end?: TimeProblem;
  breaks: Record<number, { start?: TimeProblem; end?: TimeProblem }>;
}

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** `HH:mm` strings compare like the times they name. */
const before = (a: string, b: string) => a < b;

export function salonOpen(hours: SalonHours[] | undefined, weekday: number): { open: string; close: string } | null {
  const day = hours?.find((h) => h.weekday === weekday);
  return day?.open && day.close ? { open: day.open, close: day.close } : null;
}

/** The editor's value for a master's schedule (or a new master's: every open salon day, salon hours). */
export function draftFromView(view: Pick<ScheduleView, 'week' | 'dated'> | null, hours: SalonHours[] | undefined): ScheduleDraft {
  const week = WEEKDAYS.map((weekday) => {
    const day = view?.week.find((d) => d.weekday === weekday);
    const works = day?.day_type ? day.day_type === 'work' : salonOpen(hours, weekday) !== null;
    return {
      weekday,
      works,
      start: day?.start ?? '',
      end: day?.end ?? '',
      breaks: (day?.breaks ?? []).map((b) => ({ start: b.start, end: b.end })),
    };
  });
  const dated: ScheduleDayBody[] = (view?.dated ?? []).map((d) => ({
    date: d.date,
    day_type: d.day_type,
    start: d.start,
    end: d.end,
    breaks: d.breaks.map((b) => ({ start: b.start, end: b.end })),
  }));
  return { week, dated };
}

/** The wire form: the 7 weekdays first (so `days.N` of a server error is weekday N), then the dated days. */
export function draftToBody(draft: ScheduleDraft): { days: ScheduleDayBody[] } {
  const week: ScheduleDayBody[] = draft.week.map((d) => ({
    weekday: d.weekday,
    day_type: d.works ? 'work' : 'off',
    start: d.works && d.start ? d.start : null,
    end: d.works && d.end ? d.end : null,
    breaks: d.works ? d.breaks.map((b) => ({ start: b.start, end: b.end })) : [],
  }));
  return { days: [...week, ...draft.dated] };
}

/** The same checks as the server's (domain::schedule::validate_days) for one weekday. */
export function dayProblems(day: DayDraft, hours: SalonHours[] | undefined): DayProblems {
  const out: DayProblems = { breaks: {} };
  if (!day.works) return out;
  if (day.start && !day.end) out.end = { key: 'required' };
  if (!day.start && day.end) out.start = { key: 'required' };
  if (day.start && day.end && !before(day.start, day.end)) out.end = { key: 'time_range_alert' };
  const salon = salonOpen(hours, day.weekday);
  const window = day.start && day.end ? (before(day.start, day.end) ? { open: day.start, close: day.end } : null) : salon;
  day.breaks.forEach((b, i) => {
    const problems: { start?: TimeProblem; end?: TimeProblem } = {};
    if (!b.start) problems.start = { key: 'required' };
    if (!b.end) problems.end = { key: 'required' };
    if (b.start && b.end) {
      if (!before(b.start, b.end)) problems.end = { key: 'time_range_alert' };
      else if (window && (before(b.start, window.open) || before(window.close, b.end)))
        problems.start = { key: 'between', params: { min: window.open, max: window.close } };
      else if (day.breaks.slice(0, i).some((o) => o.start && o.end && before(o.start, b.end) && before(b.start, o.end)))
        problems.start = { key: 'break_overlaps_break' };
    }
    if (problems.start || problems.end) out.breaks[i] = problems;
  });
  return out;
}

export function hasProblems(p: DayProblems): boolean {
  return Boolean(p.start || p.end || Object.keys(p.breaks).length);
}

/**
 * A server field name of the employee or schedule form (`schedule.days.2.breaks.0.start`,
 * `days.2.end`) as the editor's path (`schedule.2.breaks.0.start`); null for dated days (the
 * editor does not show them) and for fields outside the schedule.
 */
export function schedulePath(field: string): string | null {
  const match = /^(?:schedule\.)?days\.(\d+)\.(.+)$/.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  if (index > 6) return null;
  return `schedule.${index}.${match[2]}`;
}
