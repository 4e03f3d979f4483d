import type { Locale } from '@/shared/routes';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

/** Query keys of the salon profile part; `profileRoot` covers all of them. */
export const profileRoot = ['salon', 'profile'] as const;
export const infoKey = [...profileRoot, 'info'] as const;
export const settingsKey = (locale: Locale) => [...profileRoot, 'settings', locale] as const;
export const catalogueKey = (locale: Locale) => [...profileRoot, 'catalogue', locale] as const;
export const catalogueRoot = [...profileRoot, 'catalogue'] as const;
/** The requests data table's pages (the table keys its queries by its data URL). */
export const requestsRoot = tableKeyPrefix('/api/salon/services/requests');
