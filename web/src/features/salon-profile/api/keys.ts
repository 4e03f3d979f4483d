import type { Locale } from '@/shared/routes';

/** Query keys of the salon profile part; `profileRoot` covers all of them. */
export const profileRoot = ['salon', 'profile'] as const;
export const infoKey = [...profileRoot, 'info'] as const;
export const settingsKey = (locale: Locale) => [...profileRoot, 'settings', locale] as const;
export const catalogueKey = (locale: Locale) => [...profileRoot, 'catalogue', locale] as const;
export const catalogueRoot = [...profileRoot, 'catalogue'] as const;
export const requestsRoot = [...profileRoot, 'requests'] as const;
