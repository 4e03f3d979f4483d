/**
 * Shapes of the discovery API (issue #4 contract). Local until the generated types land in
 * `@/shared/api/schema`; then each line becomes `components['schemas'][Name]`.
 */
import type { SalonCardData } from '@/shared/salons';

export interface ImageRef {
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

export interface RatingSummary {
  average: number | null;
  service_quality: number | null;
  atmosphere: number | null;
  cleanliness: number | null;
  count: number;
}

export interface MasterCard {
  id: number;
  full_name: string;
  position: string | null;
  photo_url: string | null;
  service_ids: number[];
}

/** Nearby salons use the shared card's shape. */
export type { SalonCardData };

export interface WorkingHours {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  open: string;
  close: string;
}

export interface TodayStatus {
  is_open: boolean;
  opens_at: string | null;
  closes_at: string | null;
  day_off: boolean;
}

export interface SalonDetails {
  id: number;
  slug: string;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  city: string;
  district: string;
  neighbourhood: string | null;
  lat: number | null;
  lng: number | null;
  transport: string | null;
  about: string | null;
  social: { instagram?: string | null; facebook?: string | null; website?: string | null };
  custom_link: string | null;
  photos: ImageRef[];
  working_hours: WorkingHours[];
  days_off: string[];
  today: TodayStatus;
  amenities: string[];
  departments: string[];
  rating: RatingSummary;
  is_active: boolean;
  deactivation_reason: string | null;
  is_favorite: boolean;
  masters: MasterCard[];
  nearby: SalonCardData[];
  price_from: number | null;
  time_zone: string;
}

export interface ServiceOption {
  id: number;
  name: string;
  price: number;
  duration_min: number;
}

export interface SalonServiceItem {
  /** Salon service id (what the order route takes as service_id). */
  id: number;
  service_id: number;
  name: string;
  description: string | null;
  price: number;
  discount_percent: number;
  final_price: number;
  duration_min: number;
  is_multiple: boolean;
  addons: ServiceOption[];
  subservices: ServiceOption[];
  master_ids: number[];
}

export interface ServiceCategory {
  id: number;
  name: string;
  department: string;
  services: SalonServiceItem[];
}

export interface SalonServices {
  categories: ServiceCategory[];
}

export interface SalonReply {
  id: number;
  author_name: string;
  service_quality: number;
  atmosphere: number;
  cleanliness: number;
  text: string | null;
  created_at: string;
  master_name: string | null;
  service_name: string | null;
}

export interface SalonReplies {
  rating: RatingSummary;
  replies: SalonReply[];
}

export interface EmployeeSalon {
  id: number;
  slug: string;
  name: string;
  address: string;
  city: string;
  district: string;
  is_active: boolean;
}

export interface PortfolioCase {
  id: number;
  master_id: number;
  master_name: string;
  service_name: string | null;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string | null;
  photos: ImageRef[];
}

export interface EmployeeInfo {
  id: number;
  full_name: string;
  position: string | null;
  photo_url: string | null;
  description: string | null;
  salon: EmployeeSalon;
  services: SalonServiceItem[];
  cases: PortfolioCase[];
  rating: RatingSummary;
}
