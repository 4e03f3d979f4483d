import { describe, expect, it } from 'vitest';
import { initialFilters, rangeDay, rangeEnd } from './salesTable';

describe('sales table filters', () => {
  it('sends each end of the date range as a date filter, and none when empty', () => {
    expect(rangeEnd('from', '2026-11-01')).toEqual({ type: 'date', mode: 'newer', value: '2026-11-01' });
    expect(rangeEnd('to', '2026-11-30')).toEqual({ type: 'date', mode: 'older', value: '2026-11-30' });
    expect(rangeEnd('to', '')).toBeNull();
    expect(rangeDay({ from: { type: 'date', mode: 'newer', value: '2026-11-01' } }, 'from')).toBe('2026-11-01');
    expect(rangeDay({}, 'to')).toBe('');
  });

  it('opens on one salon from ?salon= (a whole number only)', () => {
    expect(initialFilters('12')).toEqual({ salon: { type: 'radio', value: '12' } });
    expect(initialFilters('12; drop')).toEqual({});
    expect(initialFilters(null)).toEqual({});
  });
});
