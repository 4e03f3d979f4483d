import { describe, expect, it } from 'vitest';
import { bookingWindow, clampDate, gridTimes } from './lib/dates';
import { toHistoryStatus } from './lib/status';

describe('dashboard lib', () => {
  it('grid times are starts inside [start, end) on the slicing', () => {
    expect(gridTimes('12:00', '13:30', 30)).toEqual(['12:00', '12:30', '13:00']);
    expect(gridTimes('12:10', '13:00', 15)).toEqual(['12:15', '12:30', '12:45']);
    expect(gridTimes('12:00', '12:00', 15)).toEqual([]);
  });

  it('the booking window runs 3 months ahead, clamped to short months', () => {
    expect(bookingWindow(new Date(2026, 10, 21))).toEqual({ min: '2026-11-21', max: '2027-02-21' });
    expect(bookingWindow(new Date(2026, 10, 30))).toEqual({ min: '2026-11-30', max: '2027-02-28' });
    expect(clampDate('2026-01-01', { min: '2026-11-21', max: '2027-02-21' })).toBe('2026-11-21');
    expect(clampDate('2027-05-01', { min: '2026-11-21', max: '2027-02-21' })).toBe('2027-02-21');
  });

  it('unknown filters fall back to upcoming', () => {
    expect(toHistoryStatus('cancelled')).toBe('cancelled');
    expect(toHistoryStatus('nope')).toBe('upcoming');
    expect(toHistoryStatus(null)).toBe('upcoming');
  });
});
