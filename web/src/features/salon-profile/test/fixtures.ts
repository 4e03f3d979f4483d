import { accountData } from '@/test/mockApi';
import type { SalonCatalogue, SalonInfo, SalonSettings } from '../api/types';

export const salonAdmin = accountData({ id: 2, name: 'Deniz Kaya', role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });

const AMENITIES = ['air_conditioning', 'card_payment', 'kids_friendly', 'parking', 'tea_coffee', 'wheelchair_access', 'wifi', 'women_only'];

export function settings(overrides: Partial<SalonSettings> = {}): SalonSettings {
  return {
    main_categories: [{ id: 11, name: 'Saç Bakımı', department_id: 1, department: 'Kuaför' }],
    about: { tr: 'Moda’da bir salon', en: null, ru: null },
    working_hours: Array.from({ length: 7 }, (_, weekday) =>
      weekday === 6 ? { weekday, enabled: false, open: null, close: null } : { weekday, enabled: true, open: '10:00', close: '21:00' },
    ),
    days_off: [{ date: '2027-01-01', kind: 'holiday', note: 'Yılbaşı' }],
    amenities: ['wifi'],
    amenity_options: AMENITIES,
    time_slicing: 15,
    time_slicing_options: [15, 30],
    auto_confirm: false,
    ...overrides,
  };
}

export function info(overrides: Partial<SalonInfo> = {}): SalonInfo {
  return {
    id: 1,
    slug: 'studio-lale-kadikoy',
    name: 'Studio Lale',
    phone: '+902168872829',
    email: 'info@studiolale.example',
    address: 'Moda Cad. No: 42',
    province: { id: 34, name: 'İstanbul' },
    district: { id: 1, name: 'Kadıköy' },
    neighbourhood: { id: 10, name: 'Caferağa Mah.' },
    lat: 40.9847,
    lng: 29.0262,
    transport: null,
    social: { instagram: 'https://instagram.com/studiolale', facebook: null, tiktok: null, youtube: null, website: null },
    custom_link: null,
    legal: { legal_name: null, tax_number: null, tax_office: null, billing_address: null },
    gallery: [
      { id: 101, file_id: 501, image: { url: '/api/files/salons/a.webp', srcset: '', width: 800, height: 600, alt: 'Studio Lale 1' } },
      { id: 102, file_id: 502, image: { url: '/api/files/salons/b.webp', srcset: '', width: 800, height: 600, alt: 'Studio Lale 2' } },
    ],
    gallery_max: 30,
    ...overrides,
  };
}

export function catalogue(): SalonCatalogue {
  return {
    masters: [
      { id: 7, full_name: 'Elif Aslan', position: 'Kuaför' },
      { id: 8, full_name: 'Zeynep Kaya', position: null },
    ],
    departments: [
      {
        id: 1,
        name: 'Kuaför',
        categories: [
          {
            id: 11,
            name: 'Saç Bakımı',
            services: [
              {
                id: 100,
                name: 'Saç kesimi',
                names: { tr: 'Saç kesimi', en: 'Haircut', ru: 'Стрижка' },
                description: null,
                default_duration_min: 45,
                moderation_state: 'approved',
                requested_by_salon: false,
                binding: {
                  id: 900,
                  service_id: 100,
                  price: 45000,
                  discount_percent: 10,
                  final_price: 40500,
                  duration_min: 45,
                  description: null,
                  is_multiple: false,
                  master_ids: [7],
                  subservices: [],
                  addons: [{ id: 950, name_tr: 'Fön', name_en: 'Blow-dry', name_ru: 'Укладка', price: 5000, duration_min: 15 }],
                },
              },
              {
                id: 101,
                name: 'Yıkama',
                names: { tr: 'Yıkama', en: 'Wash', ru: 'Мытьё' },
                description: null,
                default_duration_min: 15,
                moderation_state: 'approved',
                requested_by_salon: false,
                binding: null,
              },
              {
                id: 102,
                name: 'Saç botoksu',
                names: { tr: 'Saç botoksu', en: '', ru: '' },
                description: null,
                default_duration_min: 60,
                moderation_state: 'pending',
                requested_by_salon: true,
                binding: null,
              },
            ],
          },
        ],
      },
    ],
  };
}
