import type { components } from '@/shared/api';

type S = components['schemas'];
export type ServiceRequestRow = S['ServiceRequestRow'];
export type ApproveRequestInput = S['ApproveRequestInput'];
export type RequestNames = S['RequestNames'];

/** A choice of the salon and department filters (`meta.salons`, `meta.departments`). */
export interface FilterChoice {
  id: number;
  name: string;
}
