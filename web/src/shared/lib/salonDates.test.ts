import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  bookingWindow,
  clampDay,
  dayOfInstant,
  dayToDate,
  isDay,
  mondayOf,
  monthRange,
  monthWeeks,
  parseDay,
  salonToday,
  shiftMonth,
  toDay,
  weekdayOf,
} from './salonDates';

// `npm test` runs this file again under TZ=America/Los_Angeles and TZ=Asia/Tokyo: nothing here may
// depend on the browser's zone.

/** The browser's calendar day of an instant (what the old per-feature helpers used). */
const browserDay = (at: Date) => toDay(at.getFullYear(), at.getMonth(), at.getDate());

// Istanbul is UTC+3 all year. 21:30 UTC is 00:30 the next day there, still the day before west of
// Istanbul (UTC, Los Angeles); 20:30 UTC is 23:30 in Istanbul, already the next day east of it (Tokyo).
const afterIstanbulMidnight = new Date('2026-11-30T21:30:00Z');
const beforeIstanbulMidnight = new Date('2026-11-30T20:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('salon today near Istanbul midnight', () => {
  it("is the salon's day, not the browser's", () => {
    vi.useFakeTimers();
    vi.setSystemTime(afterIstanbulMidnight);
    expect(salonToday()).toBe('2026-12-01');
    expect(bookingWindow()).toEqual({ min: '2026-12-01', max: '2027-03-01' });

    vi.setSystemTime(beforeIstanbulMidnight);
    expect(salonToday()).toBe('2026-11-30');
    // Nov 30 + 3 months clamps to the end of February.
    expect(bookingWindow()).toEqual({ min: '2026-11-30', max: '2027-02-28' });
  });

  // The test above only proves something when the browser's day differs from Istanbul's at one of
  // the two instants; that holds in every zone but Istanbul's own offset.
  it.skipIf(new Date('2026-11-30T12:00:00Z').getTimezoneOffset() === -180)('runs where the browser day differs from Istanbul’s', () => {
    const differs = [afterIstanbulMidnight, beforeIstanbulMidnight].some((at) => browserDay(at) !== salonToday(at));
    expect(differs).toBe(true);
  });

  it('reads any zone by name', () => {
    expect(dayOfInstant(afterIstanbulMidnight, 'America/Los_Angeles')).toBe('2026-11-30');
    expect(dayOfInstant(beforeIstanbulMidnight, 'Asia/Tokyo')).toBe('2026-12-01');
    expect(dayOfInstant(afterIstanbulMidnight)).toBe('2026-12-01');
  });
});

describe('day arithmetic', () => {
  it('adds months clamped to the end of the target month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 3)).toBe('2026-04-15');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addMonths('2027-01-31', -2)).toBe('2026-11-30');
  });

  it('adds days across months, years and the DST changes of far zones', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    // Los Angeles moves its clocks on these days; a local-midnight sum would land on the same day twice.
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDays('2026-11-26', 7)).toBe('2026-12-03');
  });

  it('finds weekdays (Monday first) and Mondays', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  it('clamps a day into the booking window', () => {
    const window = { min: '2026-11-21', max: '2027-02-21' };
    expect(clampDay('2026-01-01', window)).toBe('2026-11-21');
    expect(clampDay('2027-05-01', window)).toBe('2027-02-21');
    expect(clampDay('2026-12-24', window)).toBe('2026-12-24');
  });

  it('checks yyyy-MM-dd', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28.02.2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('converts a day to a Date and back without a zone shift', () => {
    const date = dayToDate('2026-12-01');
    expect(date.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(dayOfInstant(date, 'UTC')).toBe('2026-12-01');
    expect(parseDay('2026-12-01')).toEqual({ year: 2026, month: 11, day: 1 });
    expect(toDay(2026, 0, 5)).toBe('2026-01-05');
  });
});

describe('slot picker months', () => {
  it('lays a month out in Monday-first weeks', () => {
    // December 2026 starts on a Tuesday and has 31 days.
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // March 2027 (Los Angeles moves to summer time on the 14th) starts on a Monday.
    const march = monthWeeks('2027-03');
    expect(march[0]?.[0]).toBe('2027-03-01');
    expect(march.flat().filter(Boolean)).toHaveLength(31);
  });

  it('gives month ranges and moves between months', () => {
    expect(monthRange('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
