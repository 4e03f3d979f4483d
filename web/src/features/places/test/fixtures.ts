import type { SalonCardData } from '@/shared/salons';

export function salon(id: number, overrides: Partial<SalonCardData> = {}): SalonCardData {
  return {
    id,
    slug: `salon-${id}`,
    name: `Salon ${id}`,
    city: 'İstanbul',
    district: 'Kadıköy',
    address: `Moda Cd. ${id}`,
    rating: 4.5,
    reviews_count: 10,
    cover_url: null,
    price_from: 15000,
    departments: ['Kuaför'],
    lat: 40.98 + id / 1000,
    lng: 29.02,
    is_favorite: false,
    distance_km: null,
    ...overrides,
  };
}

export const departments = {
  departments: [
    { id: 1, slug: 'kuafor', name: 'Kuaför', categories: [{ id: 11, slug: 'sac', name: 'Saç' }] },
    { id: 2, slug: 'tirnak', name: 'Tırnak', categories: [] },
  ],
};

export const list = (salons: SalonCardData[], total = salons.length, page = 1, total_capped = false) => ({
  salons,
  total,
  total_capped,
  page,
  per_page: 12,
});
