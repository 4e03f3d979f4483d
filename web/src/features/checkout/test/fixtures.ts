import { addDays, addMonths, salonToday } from '@/shared/lib/salonDates';
import type { Act, Basket, BasketItem, DayAvailability } from '../api/types';

/** The salon's today plus `n` days. */
export function inDays(n: number): string {
  return addDays(salonToday(), n);
}

export const bookingMax = () => addMonths(salonToday(), 3);

export function item(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    id: 9,
    salon_service_id: 11,
    name: 'Kadın saç kesimi',
    category_id: 1,
    price: 50000,
    final_price: 50000,
    duration: 45,
    quantity: 1,
    is_multiple: false,
    options: [],
    available_options: [],
    ...overrides,
  };
}

export const masters = [
  { id: 7, full_name: 'Zeynep Ak', position: 'Kuaför', photo: null },
  { id: 8, full_name: 'Elif Kara', position: 'Renk uzmanı', photo: null },
];

export function basket(overrides: Partial<Basket['basket']> = {}, items: BasketItem[] = [item()], total?: number): Basket {
  const totalDuration = items.reduce((sum, i) => sum + i.duration * i.quantity, 0);
  return {
    basket: {
      id: 5,
      salon_id: 1,
      possible_masters: masters,
      master_id: null,
      master_contract_id: null,
      provision_date: null,
      provision_time: null,
      salon: { id: 1, slug: 'studio-lale', name: 'Studio Lale', address: 'Moda Cd. 12, Kadıköy', photo: null, time_slicing: 15 },
      total_duration: totalDuration,
      ...overrides,
    },
    items,
    total: total ?? items.reduce((sum, i) => sum + i.final_price * i.quantity, 0),
  };
}

export const emptyBasketData: Basket = {
  basket: { id: null, salon_id: null, possible_masters: [], master_id: null, provision_date: null, provision_time: null, salon: null, total_duration: 0 },
  items: [],
  total: 0,
};

const schedule = { entries: [], breaks: [] };

/** Free starts of a day: master 7 at 10:00 and 11:00, master 8 at 11:00 and 14:30. */
export function day(date: string, only?: number[]): DayAvailability {
  const all = [
    { master_id: 7, full_name: 'Zeynep Ak', photo: null, working: { start: '10:00', end: '19:00' }, free_times: ['10:00', '11:00'], schedule },
    { master_id: 8, full_name: 'Elif Kara', photo: null, working: { start: '10:00', end: '19:00' }, free_times: ['11:00', '14:30'], schedule },
  ];
  return { date, time_slicing: 15, duration: 45, masters: only ? all.filter((m) => only.includes(m.master_id)) : all };
}

export function act(overrides: Partial<Act> = {}): Act {
  return {
    id: 12,
    status: 'new',
    provision_date: inDays(2),
    provision_time: '11:00',
    end_time: '11:45',
    duration: 45,
    total: 50000,
    comment: null,
    full_name: 'Deniz Yıldız',
    phone: '+905551112233',
    email: null,
    payment_method: null,
    offer: null,
    moved_by: null,
    can_cancel: true,
    can_reschedule: true,
    can_confirm: false,
    can_review: false,
    review: null,
    created_at: '2026-11-21T10:00:00Z',
    salon: { id: 1, slug: 'studio-lale', name: 'Studio Lale', address: 'Moda Cd. 12, Kadıköy', phone: '+902165550011', photo: null },
    master: { id: 8, full_name: 'Elif Kara', photo: null },
    items: [{ salon_service_id: 11, name: 'Kadın saç kesimi', option_name: null, kind: 'service', quantity: 1, price: 50000, duration: 45 }],
    ...overrides,
  };
}

/** Every day of [from, to] (the client's own limits decide what is enabled). */
export function everyDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
