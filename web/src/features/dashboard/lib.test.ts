import { describe, expect, it } from 'vitest';
import { gridTimes } from './lib/times';
import { toHistoryStatus } from './lib/status';

describe('dashboard lib', () => {
  it('grid times are starts inside [start, end) on the slicing', () => {
    expect(gridTimes('12:00', '13:30', 30)).toEqual(['12:00', '12:30', '13:00']);
    expect(gridTimes('12:10', '13:00', 15)).toEqual(['12:15', '12:30', '12:45']);
    expect(gridTimes('12:00', '12:00', 15)).toEqual([]);
  });

  it('unknown filters fall back to upcoming', () => {
    expect(toHistoryStatus('cancelled')).toBe('cancelled');
    expect(toHistoryStatus('nope')).toBe('upcoming');
    expect(toHistoryStatus(null)).toBe('upcoming');
  });
});
