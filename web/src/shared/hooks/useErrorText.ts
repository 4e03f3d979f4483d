import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ErrorText } from '@/shared/lib/personFields';

/** `errors` namespace lookup for form messages. */
export function useErrorText(): ErrorText {
  const { t } = useTranslation('errors');
  return useCallback((key, options) => String(t(key as never, options as never)), [t]);
}
