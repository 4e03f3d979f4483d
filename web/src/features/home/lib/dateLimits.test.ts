import { describe, expect, it } from 'vitest';
import { addMonths, isoDate, searchDateLimits } from './dateLimits';

describe('search date limits', () => {
  it('run from today to three months ahead', () => {
    expect(searchDateLimits(new Date(2025, 0, 5, 18, 30))).toEqual({ min: '2025-01-05', max: '2025-04-05' });
  });

  it('clamp to the end of a shorter month', () => {
    expect(isoDate(addMonths(new Date(2025, 10, 30), 3))).toBe('2026-02-28');
    expect(isoDate(addMonths(new Date(2023, 10, 30), 3))).toBe('2024-02-29');
  });
});
