import { describe, expect, it } from 'vitest';
import { chartRows, formatRate } from './numbers';

describe('analytics numbers', () => {
  it('shows basis points as a percentage, nothing as a dash', () => {
    expect(formatRate(3_333, 'en')).toBe('33.33%');
    expect(formatRate(5_000, 'en')).toBe('50%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(null, 'en')).toBe('—');
  });

  it('makes one chart row per day with every status', () => {
    const rows = chartRows([{ day: '2026-11-24', counts: { new: 1, completed: 2, total: 3 } }], ['new', 'completed', 'cancelled']);
    expect(rows).toEqual([{ day: '11-24', new: 1, completed: 2, cancelled: 0 }]);
  });
});
