/** Shapes of the booking API (docs/booking.md), as the generated schema declares them. */
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];

export type ImageRef = Schemas['ImageRef'];
/** GET /api/site/salon-services/{salonId}: what the picker offers. */
export type SalonServices = Schemas['SalonServices'];
export type SalonServiceItem = Schemas['SalonServiceItem'];

export type BasketMaster = Schemas['BasketMaster'];
export type BasketSalon = Schemas['BasketSalon'];
/** An add-on or a subservice; money in kuruş, duration in minutes. */
export type BasketOption = Schemas['BasketOption'];
/** One service of the basket: `price`, `final_price` and `duration` are per unit. */
export type BasketItem = Schemas['BasketItem'];
export type BasketInfo = Schemas['BasketInfo'];
/** GET/POST/PUT /api/site/basket…: the basket, its items and the total (kuruş). */
export type Basket = Schemas['Basket'];
export type AddToBasket = Schemas['AddToBasket'];
export type UpdateBasket = Schemas['UpdateBasket'];
export type UpdateBasketItem = Schemas['UpdateItem'];

/** GET /api/site/order/available-dates. */
export type AvailableDates = Schemas['AvailableDates'];
export type MasterAvailability = Schemas['MasterAvailability'];
/** POST /api/site/salon/employee-availability-for-given-date/{salon_id}. */
export type DayAvailability = Schemas['Availability'];

/** One appointment as the client sees it. */
export type Act = Schemas['Act'];
export type ActItem = Schemas['ActItem'];
export type CreateOrder = Schemas['CreateOrder'];
export type OrderCreated = Schemas['OrderCreated'];
/** GET /api/client/acts. */
export type ClientActs = Schemas['ActsPage'];
