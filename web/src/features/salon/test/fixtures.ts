import type { EmployeeInfo, ImageRef, PortfolioCase, SalonDetails, SalonReplies, SalonServiceItem, SalonServices } from '../api/types';

export const photo = (n: number): ImageRef => ({
  url: `/uploads/salon/${n}.webp`,
  srcset: `/uploads/salon/${n}-320.webp 320w, /uploads/salon/${n}-960.webp 960w`,
  width: 960,
  height: 640,
  alt: '',
});

export function service(overrides: Partial<SalonServiceItem> = {}): SalonServiceItem {
  return {
    id: 11,
    service_id: 101,
    name: 'Kadın saç kesimi',
    description: 'Yıkama ve fön dahil',
    price: 50000,
    discount_percent: 0,
    final_price: 50000,
    duration_min: 45,
    is_multiple: false,
    addons: [],
    subservices: [],
    master_ids: [7],
    ...overrides,
  };
}

export const services: SalonServices = {
  categories: [
    {
      id: 1,
      name: 'Saç kesimi',
      department: 'Kuaför',
      services: [
        service(),
        service({
          id: 12,
          name: 'Balayaj',
          description: null,
          price: 200000,
          discount_percent: 20,
          final_price: 160000,
          duration_min: 150,
          addons: [{ id: 1, name: 'Keratin bakım', price: 30000, duration_min: 30 }],
          subservices: [{ id: 2, name: 'Uzun saç', price: 220000, duration_min: 180 }],
        }),
      ],
    },
    { id: 2, name: 'Boş kategori', department: 'Kuaför', services: [] },
    { id: 3, name: 'Manikür', department: 'Tırnak', services: [service({ id: 13, name: 'Klasik manikür', price: 25000, final_price: 25000, duration_min: 60, master_ids: [] })] },
  ],
};

export const replies: SalonReplies = {
  rating: { average: 4.6, service_quality: 4.8, atmosphere: 4.5, cleanliness: 4.4, count: 37 },
  count: 37,
  page: 1,
  limit: 10,
  replies: [
    {
      id: 1,
      author_name: 'Elif K.',
      service_quality: 5,
      atmosphere: 4,
      cleanliness: 5,
      text: 'Harika bir deneyimdi.',
      created_at: '2025-03-14T10:30:00Z',
      master_name: 'Zeynep Ak',
      service_name: 'Balayaj',
    },
  ],
};

export function salon(overrides: Partial<SalonDetails> = {}): SalonDetails {
  return {
    id: 1,
    slug: 'studio-lale',
    name: 'Studio Lale',
    phone: '+90 216 555 00 11',
    email: 'info@studiolale.com',
    address: 'Moda Cd. 12',
    city: 'İstanbul',
    district: 'Kadıköy',
    neighbourhood: 'Caferağa',
    lat: 40.987,
    lng: 29.026,
    transport: 'Kadıköy iskelesinden 10 dakika yürüme',
    about: 'Modada butik bir salon.',
    social: { instagram: 'https://instagram.com/studiolale', facebook: null, website: 'studiolale.com' },
    custom_link: 'javascript:alert(1)',
    photos: [photo(1), photo(2), photo(3)],
    working_hours: [
      { weekday: 0, open: '10:00', close: '21:00' },
      { weekday: 1, open: '10:00', close: '21:00' },
      { weekday: 5, open: '11:00', close: '18:00' },
    ],
    days_off: ['2025-12-31'],
    today: { is_open: true, opens_at: '10:00', closes_at: '21:00', day_off: false },
    amenities: ['wifi', 'card_payment'],
    departments: ['Kuaför', 'Tırnak'],
    rating: { average: 4.6, service_quality: 4.8, atmosphere: 4.5, cleanliness: 4.4, count: 37 },
    is_active: true,
    deactivation_reason: null,
    is_favorite: false,
    masters: [{ id: 7, full_name: 'Zeynep Ak', position: 'Kolorist', photo_url: null, service_ids: [11, 12] }],
    nearby: [
      {
        id: 2,
        slug: 'salon-mavi',
        name: 'Salon Mavi',
        city: 'İstanbul',
        district: 'Kadıköy',
        address: 'Bahariye Cd. 3',
        rating: 4.2,
        reviews_count: 8,
        cover_url: null,
        price_from: 30000,
        departments: ['Kuaför'],
        lat: 40.99,
        lng: 29.03,
        is_favorite: false,
        distance_km: 0.6,
      },
    ],
    price_from: 25000,
    time_zone: 'Europe/Istanbul',
    ...overrides,
  };
}

export const workCase = (overrides: Partial<PortfolioCase> = {}): PortfolioCase => ({
  id: 51,
  master_id: 7,
  master_name: 'Zeynep Ak',
  service_name: 'Balayaj',
  date: '2025-02-03',
  time: '14:30',
  photos: [photo(21)],
  ...overrides,
});

export function employee(overrides: Partial<EmployeeInfo> = {}): EmployeeInfo {
  return {
    id: 7,
    full_name: 'Zeynep Ak',
    position: 'Kolorist',
    photo_url: null,
    description: 'On yıllık renk uzmanı.',
    salon: { id: 1, slug: 'studio-lale', name: 'Studio Lale', address: 'Moda Cd. 12', city: 'İstanbul', district: 'Kadıköy', is_active: true },
    services: [services.categories[0]!.services[1]!],
    cases: [workCase()],
    rating: { average: 4.9, service_quality: 5, atmosphere: 4.8, cleanliness: 4.9, count: 12 },
    ...overrides,
  };
}
