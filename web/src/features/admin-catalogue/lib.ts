import type { Locale } from '@/shared/routes';
import type { CatalogueNames } from './api/catalogue';

/** The name in the reader's language, Turkish when that one is empty. */
export function nameIn(names: CatalogueNames, locale: Locale): string {
  return names[locale] || names.tr;
}

/** The refusals a forced delete can get past (the server says what forcing does). */
export const FORCEABLE = ['department_has_categories', 'category_has_services', 'service_used_by_salons'];
