import { describe, expect, it } from 'vitest';
import type { SalonHours, ScheduleView } from '../api/types';
import { dayProblems, draftFromView, draftToBody, schedulePath, type DayDraft } from './schedule';

const hours: SalonHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 6 ? { weekday, open: null, close: null } : { weekday, open: '09:00', close: '20:00' }));

const day = (patch: Partial<DayDraft> = {}): DayDraft => ({ weekday: 0, works: true, start: '10:00', end: '18:00', breaks: [], ...patch });

describe('schedule draft', () => {
  it('reads a master’s week, days without a row following the salon', () => {
    const view: Pick<ScheduleView, 'week' | 'dated'> = {
      week: [
        { weekday: 0, date: null, day_type: 'work', start: '10:00', end: '18:00', breaks: [{ id: 7, start: '13:00', end: '14:00' }] },
        { weekday: 1, date: null, day_type: 'off', start: null, end: null, breaks: [] },
        ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, date: null, day_type: null, start: null, end: null, breaks: [] })),
      ],
      dated: [{ weekday: null, date: '2026-12-01', day_type: null, start: null, end: null, breaks: [{ id: 9, start: '15:00', end: '16:00' }] }],
    };
    const draft = draftFromView(view, hours);
    expect(draft.week[0]).toEqual({ weekday: 0, works: true, start: '10:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] });
    expect(draft.week[1]!.works).toBe(false);
    expect(draft.week[2]).toEqual({ weekday: 2, works: true, start: '', end: '', breaks: [] });
    expect(draft.week[6]!.works).toBe(false);
    const body = draftToBody(draft);
    expect(body.days).toHaveLength(8);
    expect(body.days[0]).toEqual({ weekday: 0, day_type: 'work', start: '10:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] });
    expect(body.days[1]).toEqual({ weekday: 1, day_type: 'off', start: null, end: null, breaks: [] });
    expect(body.days[2]).toEqual({ weekday: 2, day_type: 'work', start: null, end: null, breaks: [] });
    expect(body.days[7]).toEqual({ date: '2026-12-01', day_type: null, start: null, end: null, breaks: [{ start: '15:00', end: '16:00' }] });
  });

  it('a new master starts on the salon’s open days', () => {
    const draft = draftFromView(null, hours);
    expect(draft.week.map((d) => d.works)).toEqual([true, true, true, true, true, true, false]);
    expect(draft.dated).toEqual([]);
  });

  it('an off day sends no hours and no breaks', () => {
    const body = draftToBody({ week: [day({ works: false, breaks: [{ start: '12:00', end: '13:00' }] })], dated: [] });
    expect(body.days[0]).toEqual({ weekday: 0, day_type: 'off', start: null, end: null, breaks: [] });
  });
});

describe('day checks (the server’s rules)', () => {
  it('end must be later than start; a range needs both ends', () => {
    expect(dayProblems(day({ start: '18:00', end: '10:00' }), hours).end).toEqual({ key: 'time_range_alert' });
    expect(dayProblems(day({ start: '10:00', end: '10:00' }), hours).end).toEqual({ key: 'time_range_alert' });
    expect(dayProblems(day({ end: '' }), hours).end).toEqual({ key: 'required' });
    expect(dayProblems(day({ start: '' }), hours).start).toEqual({ key: 'required' });
    expect(dayProblems(day({ start: '', end: '' }), hours)).toEqual({ breaks: {} });
    expect(dayProblems(day({ works: false, start: '18:00', end: '10:00' }), hours)).toEqual({ breaks: {} });
  });

  it('breaks lie inside the day, end after start, and do not overlap', () => {
    const p = dayProblems(
      day({
        breaks: [
          { start: '09:30', end: '10:30' },
          { start: '12:00', end: '13:00' },
          { start: '12:30', end: '13:30' },
          { start: '15:00', end: '14:00' },
          { start: '', end: '' },
          { start: '13:30', end: '14:00' },
        ],
      }),
      hours,
    );
    expect(p.breaks[0]).toEqual({ start: { key: 'between', params: { min: '10:00', max: '18:00' } } });
    expect(p.breaks[1]).toBeUndefined();
    expect(p.breaks[2]).toEqual({ start: { key: 'break_overlaps_break' } });
    expect(p.breaks[3]).toEqual({ end: { key: 'time_range_alert' } });
    expect(p.breaks[4]).toEqual({ start: { key: 'required' }, end: { key: 'required' } });
    expect(p.breaks[5]).toBeUndefined();
    // Without own hours a break lies in the salon's.
    expect(dayProblems(day({ start: '', end: '', breaks: [{ start: '19:30', end: '20:30' }] }), hours).breaks[0]).toEqual({
      start: { key: 'between', params: { min: '09:00', max: '20:00' } },
    });
  });

  it('maps server field names to the editor’s paths', () => {
    expect(schedulePath('schedule.days.2.end')).toBe('schedule.2.end');
    expect(schedulePath('schedule.days.0.breaks.1.start')).toBe('schedule.0.breaks.1.start');
    expect(schedulePath('days.6.start')).toBe('schedule.6.start');
    expect(schedulePath('schedule.days.7.date')).toBeNull();
    expect(schedulePath('hourly_rate')).toBeNull();
  });
});
