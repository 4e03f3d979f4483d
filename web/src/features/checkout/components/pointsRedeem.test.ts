import { describe, expect, it } from 'vitest';
import type { LoyaltyBalance } from '../api/useLoyaltyBalance';
import { redeemable } from './PointsRedeem';

const balance = (points: number): LoyaltyBalance => ({
  salon_id: 1,
  salon_name: 'Salon',
  salon_slug: 'salon',
  points,
  redeemable: true,
  point_value_kurus: 50,
  max_redeem_percent: 50,
  value_kurus: points * 50,
});

describe('redeemable points (the same rule as domain::loyalty::Programme::max_redeemable)', () => {
  it('is capped by the salon percentage of the total', () => {
    // 50 % of 300 TRY = 150 TRY = 300 points of 0.50 TRY.
    expect(redeemable(30_000, balance(1_000))).toBe(300);
  });
  it('is capped by the balance', () => {
    expect(redeemable(30_000, balance(20))).toBe(20);
  });
  it('rounds down to whole points', () => {
    expect(redeemable(199, balance(100))).toBe(1);
    expect(redeemable(99, balance(100))).toBe(0);
  });
});
