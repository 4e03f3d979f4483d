import { Anchor, Checkbox, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useLocale } from '@/shared/hooks/useLocale';
import { Trans, useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import type { CheckoutForm } from '../lib/form';
import { Step } from './Step';

/** Step 5: privacy and terms (required, spec §5) and the marketing opt-in (optional). */
export function ConsentsStep({ form }: { form: UseFormReturn<CheckoutForm> }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  // A new tab keeps everything typed here.
  const link = (route: string, testId: string) => (
    <Anchor href={pathFor(route, locale)} target="_blank" rel="noopener" inherit data-testid={testId} />
  );
  return (
    <Step n={5} id="consents" title={t('steps.consents')}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="privacy"
          render={({ field, fieldState }) => (
            <Checkbox
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
              label={<Trans t={t} i18nKey="consents.privacy" components={{ privacy: link('privacy', 'privacy-link'), terms: link('terms', 'terms-link') }} />}
              data-testid="privacy-checkbox"
            />
          )}
        />
        <Controller
          control={form.control}
          name="marketing"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              name={field.name}
              label={t('consents.marketing')}
              data-testid="marketing-checkbox"
            />
          )}
        />
      </Stack>
    </Step>
  );
}
