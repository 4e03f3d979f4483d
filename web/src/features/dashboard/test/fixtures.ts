import { addDays, salonToday } from '@/shared/lib/salonDates';
import type { Act, ActsCount, ClientReply, Notification } from '../api/types';

/** A visit as GET /api/client/acts lists it; 45 days ahead so it is always inside the booking window. */
export function act(id: number, overrides: Partial<Act> = {}): Act {
  return {
    id,
    status: 'new',
    provision_date: futureDate(45),
    provision_time: '10:30',
    end_time: '11:30',
    duration: 60,
    total: 45000,
    payment_method: null,
    comment: null,
    full_name: 'Ayşe Yılmaz',
    phone: '+905550000004',
    email: null,
    salon: { id: 3, slug: 'studio-lale', name: 'Studio Lale', address: 'Moda Cd. 12, Kadıköy', phone: '+902165550011', photo: null },
    master: { id: 7, full_name: 'Elif Demir', photo: null },
    items: [{ salon_service_id: 11, name: 'Saç kesimi', option_name: null, kind: 'service', quantity: 1, price: 45000, duration: 60 }],
    offer: null,
    can_cancel: true,
    can_reschedule: true,
    can_confirm: false,
    can_review: false,
    moved_by: null,
    review: null,
    created_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

/** yyyy-MM-dd `days` from the salon's today. */
export function futureDate(days: number): string {
  return addDays(salonToday(), days);
}

export const counts: ActsCount = { upcoming: 2, all: 5, waiting: 1, confirmed: 1, completed: 2, cancelled: 1 };

export function reply(id: number, overrides: Partial<ClientReply> = {}): ClientReply {
  return {
    id,
    salon: { id: 3, slug: 'studio-lale', name: 'Studio Lale' },
    act_id: 20 + id,
    service_quality: 5,
    salon_atmosphere: 4,
    salon_cleanliness: 3,
    text: 'Çok memnun kaldım.',
    status: 'placed',
    created_at: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'act_confirmed',
    title: `Bildirim ${id}`,
    text: 'Randevunuz onaylandı.',
    act_id: 12,
    read: false,
    created_at: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}
