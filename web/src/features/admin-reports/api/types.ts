import type { components } from '@/shared/api/schema';

export type ClientRow = components['schemas']['AdminClientRow'];
export type OrderRow = components['schemas']['AdminOrderRow'];

/** Data URLs of the reports' tables (the shared DataTable fetches them). */
export const CLIENTS_URL = '/api/admin/clients';
export const ORDERS_URL = '/api/admin/orders';
