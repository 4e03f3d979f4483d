import { describe, expect, it } from 'vitest';
import { bpToPercent, categoryCommissions, hours, monthOf, percentToBp, toKurus } from './lib';

describe('salary screen helpers', () => {
  it('defaults to the whole month, February of a leap year included', () => {
    expect(monthOf(new Date(2028, 1, 10))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf(new Date(2026, 10, 30))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
  it('converts lira, basis points and minutes', () => {
    expect(toKurus('1234.56')).toBe(123456);
    expect(toKurus(0.1 + 0.2)).toBe(30);
    expect(bpToPercent(1250)).toBe(12.5);
    expect(bpToPercent(null)).toBe(0);
    expect(hours(14100)).toBe(235);
    expect(hours(50)).toBe(0.83);
  });
  it('takes per-category commissions only within 0–100 % and each category once', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp(100)).toBe(10000);
    expect(percentToBp(100.01)).toBeNull();
    expect(percentToBp(-1)).toBeNull();
    expect(percentToBp('')).toBeNull();
    expect(categoryCommissions([{ categoryId: 3, percent: 25 }, { categoryId: 5, percent: '0' }])).toEqual([
      { category_id: 3, commission_bp: 2500 },
      { category_id: 5, commission_bp: 0 },
    ]);
    expect(categoryCommissions([])).toEqual([]);
    expect(categoryCommissions([{ categoryId: null, percent: 5 }])).toBeNull();
    expect(categoryCommissions([{ categoryId: 3, percent: 5 }, { categoryId: 3, percent: 6 }])).toBeNull();
    expect(categoryCommissions([{ categoryId: 3, percent: 101 }])).toBeNull();
  });
});
