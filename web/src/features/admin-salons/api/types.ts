import type { components } from '@/shared/api/schema';

export type SalonRow = components['schemas']['AdminSalonRow'];
export type SalonCard = components['schemas']['AdminSalonCard'];
export type SalonsMeta = components['schemas']['AdminSalonsMeta'];
export type TabCounts = components['schemas']['AdminSalonTabCounts'];
export type DeactivationType = components['schemas']['DeactivationTypeItem'];
export type StarCount = components['schemas']['StarCount'];
export type SalonSubscription = components['schemas']['AdminSalonSubscription'];
export type SalonPayment = components['schemas']['AdminSalonPayment'];
