import { describe, expect, it } from 'vitest';
import { bpToPercent, hours, monthOf, toKurus } from './lib';

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
});
