import { accountData } from '@/test/mockApi';
import type { ClientExtended, SalonClient } from '../api/types';

export const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });

export function client(id: number, overrides: Partial<SalonClient> = {}): SalonClient {
  return {
    id,
    full_name: 'Ayşe Yılmaz',
    phone: '+905551112233',
    email: 'ayse@example.com',
    birthday: '1990-05-17',
    gender: 'female',
    photo: null,
    has_account: false,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function extended(id: number, overrides: Partial<ClientExtended> = {}): ClientExtended {
  return {
    client: client(id),
    records: [],
    visits: 3,
    no_shows: 0,
    last_visit: '2026-11-10',
    planned_visits: 1,
    completed_spend: 120000,
    top_categories: [
      { id: 1, name: 'Saç', visits: 2 },
      { id: 2, name: 'Tırnak', visits: 1 },
      { id: 3, name: 'Cilt bakımı', visits: 1 },
    ],
    ...overrides,
  };
}

export const emptyPage = { rows: [], count: 0, meta: {} };
