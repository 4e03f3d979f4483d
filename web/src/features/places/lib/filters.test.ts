import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  defaultFilters,
  filtersToSearch,
  parseFilters,
  toApiQuery,
  type PlacesFilters,
} from './filters';

const full: PlacesFilters = {
  department_id: 2,
  category_id: 7,
  service_id: 31,
  service_name: 'Saç kesimi',
  address: 'district-12',
  address_name: 'Kadıköy, İstanbul',
  price_min: 15000,
  price_max: 60000,
  rating_min: 4,
  amenities: ['parking', 'wifi'],
  date: '2030-05-17',
  time: '14:30',
  sort_by: 'price',
  page: 3,
  q: '',
  view: 'map',
};

describe('filters ↔ URL query', () => {
  it('round-trips every filter', () => {
    const search = filtersToSearch(full);
    expect(parseFilters(search)).toEqual(full);
    expect(new URLSearchParams(search).get('amenities')).toBe('parking,wifi');
    expect(new URLSearchParams(search).get('price_min')).toBe('15000');
  });

  it('writes nothing for the defaults and reads defaults from an empty query', () => {
    expect(filtersToSearch(defaultFilters)).toBe('');
    expect(parseFilters('')).toEqual(defaultFilters);
  });

  it('reads the header department links', () => {
    const f = parseFilters('department_id=3&sort_by=rating');
    expect(f).toEqual({ ...defaultFilters, department_id: 3 });
    expect(filtersToSearch(f)).toBe('department_id=3');
  });

  it('ignores malformed values', () => {
    const f = parseFilters(
      'department_id=abc&page=0&rating_min=9&sort_by=cheapest&address=city-3&date=17.05.2030&time=25:00&amenities=wifi,sauna,wifi&price_min=-5',
    );
    expect(f).toEqual({ ...defaultFilters, amenities: ['wifi'] });
  });

  it('drops a time without a date and a name without its id', () => {
    expect(parseFilters('time=10:00').time).toBe('');
    expect(parseFilters('service_name=Manikür').service_name).toBe('');
    expect(parseFilters('address_name=Kadıköy').address_name).toBe('');
  });
});

describe('changeFilters', () => {
  it('starts a new filter or sort on page 1', () => {
    expect(changeFilters(full, { rating_min: 3 }).page).toBe(1);
    expect(changeFilters(full, { sort_by: 'newest' }).page).toBe(1);
  });

  it('keeps the page when only paging or switching the view', () => {
    expect(changeFilters(full, { page: 4 }).page).toBe(4);
    expect(changeFilters(full, { view: 'list' }).page).toBe(3);
  });

  it('drops the category with another department and the time with the date', () => {
    expect(changeFilters(full, { department_id: 5 }).category_id).toBeNull();
    expect(changeFilters(full, { department_id: 2 }).category_id).toBe(7);
    expect(changeFilters(full, { date: '' }).time).toBe('');
    expect(changeFilters(full, { service_id: null }).service_name).toBe('');
  });
});

describe('toApiQuery', () => {
  it('sends kuruş, a comma list of amenities and the page', () => {
    expect(toApiQuery(full)).toMatchObject({
      department_id: 2,
      category_id: 7,
      service_id: 31,
      address: 'district-12',
      price_min: 15000,
      price_max: 60000,
      rating_min: 4,
      amenities: 'parking,wifi',
      date: '2030-05-17',
      time: '14:30',
      sort_by: 'price',
      page: 3,
      per_page: 12,
    });
    expect(toApiQuery(full)).not.toHaveProperty('service_name');
  });

  it('leaves empty filters out of the query', () => {
    expect(toApiQuery(defaultFilters)).toEqual({ sort_by: 'rating', page: 1, per_page: 12 });
  });

  it('sorts by distance only with a position', () => {
    const near = { ...defaultFilters, sort_by: 'distance' as const };
    expect(toApiQuery(near, { lat: 41.01, lng: 28.97 })).toMatchObject({ sort_by: 'distance', lat: 41.01, lng: 28.97 });
    const query = toApiQuery(near, null);
    expect(query).toMatchObject({ sort_by: 'rating' });
    expect(query).not.toHaveProperty('lat');
    expect(query).not.toHaveProperty('lng');
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that are set', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount(full)).toBe(8);
    expect(activeFilterCount({ ...defaultFilters, view: 'map', sort_by: 'price', page: 3 })).toBe(0);
  });
});
