/** Shapes of the salon and master pages, as the generated API schema declares them. */
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];

/** A picture ready for `<img src srcset width height alt>`. */
export type ImageRef = Schemas['ImageRef'];
export type RatingSummary = Schemas['RatingSummary'];
export type MasterCard = Schemas['MasterCard'];
/** Nearby salons use the shared card's shape. */
export type SalonCardData = Schemas['SalonCard'];
/** 0 = Monday … 6 = Sunday; open/close are HH:mm. */
export type WorkingHours = Schemas['WorkingHours'];
export type TodayStatus = Schemas['Today'];

/** GET /api/site/salon/{slug}. */
export type SalonDetails = Schemas['SalonDetails'];

export type ServiceOption = Schemas['ServiceOption'];
/** `id` is the salon service id (what the order route takes as service_id). */
export type SalonServiceItem = Schemas['SalonServiceItem'];
export type ServiceCategory = Schemas['ServiceCategory'];
/** GET /api/site/salon-services/{salonId}. */
export type SalonServices = Schemas['SalonServices'];

export type SalonReply = Schemas['Reply'];
/** GET /api/site/salon-last-replies/{salonId}. */
export type SalonReplies = Schemas['SalonReplies'];

export type EmployeeSalon = Schemas['EmployeeSalon'];
/** GET /api/site/salon/case/{caseId}: date is yyyy-MM-dd, time HH:mm. */
export type PortfolioCase = Schemas['PortfolioCase'];
/** GET /api/site/salon/employee-info/{masterId}. */
export type EmployeeInfo = Schemas['EmployeeInfo'];
