import type { components } from '@/shared/api';

export type SalonClient = components['schemas']['SalonClient'];
export type ClientExtended = components['schemas']['ClientExtended'];
export type ClientRecord = components['schemas']['ClientRecord'];
export type ClientInput = components['schemas']['ClientInput'];
export type ClientRow = components['schemas']['ClientRow'];
export type ClientActRow = components['schemas']['ClientActRow'];
export type UploadedFile = components['schemas']['UploadedFile'];
