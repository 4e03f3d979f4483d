import type { ActRow, DeskAct, DeskOptions, Overview, Schedule } from '../api/types';

const waiting = { confirm: true, decline: true, cancel: true, reschedule: true, offer: true, complete: true, no_show: false, reply: true };
const confirmedActions = { ...waiting, confirm: false, decline: false };

export function row(id: number, overrides: Partial<ActRow> = {}): ActRow {
  return {
    id,
    status: 'new',
    date: '2026-12-07',
    start: '10:00',
    end: '10:45',
    duration: 45,
    client_name: 'Ayşe Işık',
    client_phone: '+905551110001',
    master_id: 1,
    master_name: 'Elif Aslan',
    services: ['Saç kesimi'],
    service_ids: [11],
    total: 40000,
    payment_method: null,
    important: false,
    viewed: false,
    moved_by: null,
    cancelled_by: null,
    offer_pending: false,
    source: 'online',
    confirm_deadline: null,
    no_shows_flag: null,
    actions: overrides.status && overrides.status !== 'new' ? confirmedActions : waiting,
    ...overrides,
  };
}

export function detail(id: number, overrides: Partial<DeskAct> = {}): DeskAct {
  return {
    id,
    status: 'new',
    date: '2026-12-07',
    start: '10:00',
    end: '10:45',
    duration: 45,
    total: 40000,
    points_redeemed: 0,
    points_discount: 0,
    payment_method: null,
    comment: 'Kısa kesim',
    client: { full_name: 'Ayşe Işık', phone: '+905551110001', email: 'ayse@example.com', birthday: null, salon_client_id: null, has_account: true },
    master: { id: 1, full_name: 'Elif Aslan' },
    items: [{ salon_service_id: 11, name: 'Saç kesimi', option_name: null, kind: 'service', quantity: 1, price: 40000, duration: 45 }],
    offer: null,
    moved_by: null,
    cancelled_by: null,
    source: 'online',
    important: false,
    viewed_at: '2026-12-01T10:00:00Z',
    salon_reply: null,
    confirm_deadline: null,
    no_shows_flag: null,
    created_at: '2026-12-01T09:00:00Z',
    actions: waiting,
    ...overrides,
  };
}

export const salon = { id: 1, name: 'Studio Lale', slug: 'studio-lale', plan: 'premium', manual_entries: true, auto_confirm: false, time_slicing: 30 };

export function overview(overrides: Partial<Overview> = {}): Overview {
  return {
    salon,
    date: '2026-12-07',
    counts: { today: 2, upcoming: 3, unconfirmed: 1, completed_month: 4, revenue_month: 159900 },
    today: [row(2, { status: 'confirmed', start: '12:00', end: '12:45' })],
    upcoming: [row(3, { status: 'confirmed', date: '2026-12-08' })],
    unconfirmed: [row(1, { confirm_deadline: '2030-01-01T10:15:00Z' })],
    ...overrides,
  };
}

export function options(overrides: Partial<DeskOptions> = {}): DeskOptions {
  return {
    salon_id: 1,
    plan: 'premium',
    manual_entries: true,
    time_slicing: 30,
    masters: [
      { id: 1, full_name: 'Elif Aslan', position: 'Kuaför', service_ids: [11, 12] },
      { id: 2, full_name: 'Zeynep Kaya', position: null, service_ids: [11, 13] },
    ],
    services: [
      { id: 11, name: 'Saç kesimi', category_id: 1, category: 'Saç', duration: 45, price: 40000 },
      { id: 12, name: 'Yıkama', category_id: 1, category: 'Saç', duration: 15, price: 10000 },
      { id: 13, name: 'Manikür', category_id: 2, category: 'Tırnak', duration: 30, price: 30000 },
    ],
    ...overrides,
  };
}

/** A Monday with Elif working 09:00–20:00 (lunch 13:00–13:45, a visit 10:00–10:45) and Zeynep off. */
export function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    view: 'day',
    date: '2026-12-07',
    from: '2026-12-07',
    to: '2026-12-07',
    time_slicing: 30,
    grid: { start: '09:00', end: '20:00' },
    days: [{ date: '2026-12-07', weekday: 0, hours: { start: '09:00', end: '20:00' }, day_off: null }],
    masters: [
      {
        id: 1,
        full_name: 'Elif Aslan',
        position: 'Kuaför',
        photo: null,
        days: [{ date: '2026-12-07', working: { start: '10:00', end: '20:00' }, breaks: [{ start: '13:00', end: '13:45' }], appointments: [row(1)] }],
      },
      { id: 2, full_name: 'Zeynep Kaya', position: null, photo: null, days: [{ date: '2026-12-07', working: null, breaks: [], appointments: [] }] },
    ],
    ...overrides,
  };
}
