import { useLocation } from 'react-router';
import { localeOfPath, type Locale } from '@/shared/routes';

/** Locale of the current URL (its prefix). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
