export * from './client';
export * from './errors';
export * from './initialData';
export * from './libs';
export * from './queryClient';
export * from './session';
export type { components, paths } from './schema';
export * from './upload';
