import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/lib/salonDates';
import { masterSchedule } from '../test/fixtures';
import { shownDays } from './week';

describe('the master’s week', () => {
  it('reads rows as availability does: dated over weekday, salon hours otherwise', () => {
    const monday = '2026-11-30';
    const days = shownDays(masterSchedule(monday), monday, addDays(monday, 6));
    expect(days.map((d) => [d.date, d.hours, d.off])).toEqual([
      ['2026-11-30', { start: '10:00', end: '18:00' }, null],
      ['2026-12-01', { start: '10:00', end: '18:00' }, null],
      ['2026-12-02', { start: '10:00', end: '18:00' }, null],
      ['2026-12-03', { start: '10:00', end: '18:00' }, null],
      ['2026-12-04', { start: '10:00', end: '18:00' }, null],
      ['2026-12-05', null, 'master'],
      ['2026-12-06', null, 'salon'],
    ]);
    // Wednesday: the weekly lunch and the dated break, in time order.
    expect(days[2]!.breaks.map((b) => [b.start, b.recurring])).toEqual([
      ['13:00', true],
      ['16:00', false],
    ]);
    expect(days[1]!.visits.map((v) => v.id)).toEqual([50]);
    expect(days[0]!.visits).toEqual([]);
  });

  it('clips hours to the salon and lets a dated row override the week', () => {
    const monday = '2026-11-30';
    const data = masterSchedule(monday);
    data.schedule.week[0] = { ...data.schedule.week[0]!, start: '08:00', end: '21:00' };
    data.schedule.dated = [{ weekday: null, date: '2026-12-01', day_type: 'off', start: null, end: null, breaks: [] }];
    const days = shownDays(data, monday, '2026-12-01');
    expect(days[0]!.hours).toEqual({ start: '09:00', end: '20:00' });
    expect([days[1]!.hours, days[1]!.off, days[1]!.breaks]).toEqual([null, 'master', []]);
  });
});
