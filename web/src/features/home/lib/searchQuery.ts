import type { QueryParams } from '@/shared/routes';

/** The Services tab's fields; a picked option carries the id, free text is what was typed. */
export interface ServiceSearch {
  serviceId: string | null;
  serviceText: string;
  /** `province-N`, `district-N` or `subdistrict-N`. */
  address: string | null;
  date: string;
  time: string;
}

/**
 * Places-list query of a services search: a picked service goes as service_id, typed text without a
 * pick as q; empty fields are left out; results sorted by rating.
 */
export function serviceSearchQuery(s: ServiceSearch): QueryParams {
  const q = s.serviceId ? '' : s.serviceText.trim();
  return {
    service_id: s.serviceId ?? undefined,
    q: q || undefined,
    address: s.address ?? undefined,
    date: s.date || undefined,
    time: s.time || undefined,
    sort_by: 'rating',
  };
}

/** Places-list query of a salon-name search that did not pick a salon. */
export function salonSearchQuery(text: string): QueryParams {
  return { q: text.trim() || undefined, sort_by: 'rating' };
}
