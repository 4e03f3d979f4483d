import { createContext, useContext } from 'react';
import { pathFor, type Locale } from '@/shared/routes';

export interface BookingTarget {
  salonId: number;
  /** Salon service id. */
  serviceId?: number;
  masterId?: number;
}

/** The checkout (issue #5) with what is already chosen in its query. */
export function orderPath(locale: Locale, { salonId, serviceId, masterId }: BookingTarget): string {
  return pathFor('order', locale, {}, { salon_id: salonId, service_id: serviceId, master_id: masterId });
}

export interface BookingState {
  salonId: number;
  /** False for a deactivated salon: every Book button is disabled. */
  canBook: boolean;
  /** Master preselected on a master's page. */
  masterId?: number;
}

export const BookingContext = createContext<BookingState | null>(null);

export function useBooking(): BookingState | null {
  return useContext(BookingContext);
}

/** Id of the deactivation banner, which disabled Book buttons point to as their explanation. */
export const INACTIVE_NOTICE_ID = 'salon-inactive-notice';
