import { describe, expect, it } from 'vitest';
import { shiftDate } from './shiftDate';

describe('schedule arrows', () => {
  it('move by a day or a week', () => {
    expect(shiftDate('2026-11-26', 'day', -1)).toBe('2026-11-25');
    expect(shiftDate('2026-12-31', 'day', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-11-26', 'week', 1)).toBe('2026-12-03');
  });
});
