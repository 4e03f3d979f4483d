import { describe, expect, it } from 'vitest';
import { formatChange, monthOf } from './lib';

describe('finance screen helpers', () => {
  it('shows changes with their sign, and nothing without a previous figure', () => {
    expect(formatChange(60000)).toBe('+600 %');
    expect(formatChange(-19592)).toBe('−195.92 %');
    expect(formatChange(0)).toBe('0 %');
    expect(formatChange(null)).toBeNull();
  });
  it('defaults to the month', () => {
    expect(monthOf(new Date(2026, 11, 31))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
