import { describe, expect, it } from 'vitest';
import { addDays, isDate, mondayOf, salonToday, shiftDate, weekdayOf } from './dates';

describe('schedule dates', () => {
  it('moves by a day or a week and finds the Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-11-26', 'day', -1)).toBe('2026-11-25');
    expect(shiftDate('2026-11-26', 'week', 1)).toBe('2026-12-03');
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('checks yyyy-MM-dd and gives the day of the salons in Istanbul', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('28.02.2026')).toBe(false);
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(salonToday(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
  });
});
