import type { components } from '@/shared/api/schema';

export type SaleRow = components['schemas']['AdminSaleRow'];
export type SalesMeta = components['schemas']['AdminSalesMeta'];
export type SalesTotals = components['schemas']['AdminSalesTotals'];
