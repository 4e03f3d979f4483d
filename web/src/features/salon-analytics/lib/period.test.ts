import { describe, expect, it } from 'vitest';
import { change, presetPeriod } from './period';

describe('analytics periods', () => {
  const today = new Date(2026, 2, 15);
  it('presets name whole months and rolling ranges', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last30', today)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetPeriod('last2years', today)).toEqual({ from: '2024-03-16', to: '2026-03-15' });
  });
  it('changes are relative to the previous period', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(5, 0)).toBeNull();
  });
});
