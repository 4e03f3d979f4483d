import { describe, expect, it } from 'vitest';
import { services } from '../test/fixtures';
import { orderPath } from './booking';
import { ratingPercent, replyAverage } from './rating';
import { scheduleRows, weekdayInZone } from './schedule';
import { groupByDepartment, priceInfo } from './services';
import { todayState } from './today';

describe('groupByDepartment', () => {
  it('keeps API order, groups categories under their department and drops empty ones', () => {
    const groups = groupByDepartment(services.categories);
    expect(groups.map((g) => g.department)).toEqual(['Kuaför', 'Tırnak']);
    expect(groups[0]!.categories.map((c) => c.name)).toEqual(['Saç kesimi']);
    expect(groups[1]!.categories.map((c) => c.name)).toEqual(['Manikür']);
  });

  it('merges non-adjacent categories of the same department', () => {
    const cat = (id: number, department: string) => ({ id, name: `c${id}`, department, services: services.categories[0]!.services });
    const groups = groupByDepartment([cat(1, 'A'), cat(2, 'B'), cat(3, 'A')]);
    expect(groups.map((g) => [g.department, g.categories.map((c) => c.id)])).toEqual([
      ['A', [1, 3]],
      ['B', [2]],
    ]);
  });
});

describe('priceInfo', () => {
  it('shows the old price and percent only for a real discount', () => {
    expect(priceInfo({ price: 200000, final_price: 160000, discount_percent: 20 })).toEqual({ final: 160000, old: 200000, percent: 20 });
    expect(priceInfo({ price: 50000, final_price: 50000, discount_percent: 0 })).toEqual({ final: 50000, old: null, percent: null });
    // A percent that does not lower the price (inconsistent data) is not advertised.
    expect(priceInfo({ price: 50000, final_price: 50000, discount_percent: 10 })).toEqual({ final: 50000, old: null, percent: null });
  });
});

describe('todayState', () => {
  it('covers open, opens later, day off and closed', () => {
    expect(todayState({ is_open: true, opens_at: '10:00', closes_at: '21:00', day_off: false })).toEqual({ kind: 'open', until: '21:00' });
    expect(todayState({ is_open: false, opens_at: '10:00', closes_at: '21:00', day_off: false })).toEqual({ kind: 'opens_later', at: '10:00' });
    expect(todayState({ is_open: false, opens_at: null, closes_at: null, day_off: true })).toEqual({ kind: 'day_off' });
    expect(todayState({ is_open: false, opens_at: null, closes_at: null, day_off: false })).toEqual({ kind: 'closed' });
  });
});

describe('schedule', () => {
  it('finds today in the salon time zone', () => {
    // Sunday 22:30 UTC is already Monday 01:30 in Istanbul.
    const now = new Date(Date.UTC(2025, 5, 1, 22, 30));
    expect(weekdayInZone('UTC', now)).toBe(6);
    expect(weekdayInZone('Europe/Istanbul', now)).toBe(0);
    // An unknown zone reads Istanbul's day, not the browser's.
    expect(weekdayInZone('Nowhere/Unknown', now)).toBe(0);
  });

  it('builds seven rows with sorted ranges; missing days are closed', () => {
    const rows = scheduleRows([
      { weekday: 2, open: '14:00', close: '19:00' },
      { weekday: 2, open: '09:00', close: '12:00' },
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[2]!.ranges).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '19:00' },
    ]);
    expect(rows[0]!.ranges).toEqual([]);
  });
});

describe('rating', () => {
  it('averages a reply and scales bars to five stars', () => {
    expect(replyAverage({ service_quality: 5, atmosphere: 4, cleanliness: 5 })).toBe(4.7);
    expect(ratingPercent(4)).toBe(80);
    expect(ratingPercent(null)).toBe(0);
  });
});

describe('orderPath', () => {
  it('links the checkout with what is chosen', () => {
    expect(orderPath('tr', { salonId: 1, serviceId: 11 })).toBe('/order?salon_id=1&service_id=11');
    expect(orderPath('en', { salonId: 1, serviceId: 11, masterId: 7 })).toBe('/en/order?salon_id=1&service_id=11&master_id=7');
    expect(orderPath('ru', { salonId: 1, masterId: 7 })).toBe('/ru/order?salon_id=1&master_id=7');
  });
});
