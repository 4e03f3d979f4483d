import { describe, expect, it } from 'vitest';
import { addMonthsIso, bookingWindow, monthRange, monthWeeks, salonToday, shiftMonth } from './dates';

describe('checkout dates', () => {
  it('adds months clamped to the end of the target month', () => {
    expect(addMonthsIso('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsIso('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsIso('2026-01-15', 3)).toBe('2026-04-15');
    expect(addMonthsIso('2026-10-31', 1)).toBe('2026-11-30');
  });

  it("uses the salon's day (Istanbul) for today and the 3-month window", () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    const now = new Date('2026-11-30T22:30:00Z');
    expect(salonToday(now)).toBe('2026-12-01');
    expect(bookingWindow(now)).toEqual({ min: '2026-12-01', max: '2027-03-01' });
  });

  it('lays a month out in Monday-first weeks', () => {
    // December 2026 starts on a Tuesday and has 31 days.
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(monthRange('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
