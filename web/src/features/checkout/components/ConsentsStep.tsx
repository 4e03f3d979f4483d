import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { Trans, useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import type { CheckoutFormState } from '../hooks/useCheckoutForm';
import { Step } from './Step';

/** Step 5: privacy and terms (required, spec §5) and the marketing opt-in (optional). */
export function ConsentsStep({ form }: { form: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  // A new tab keeps everything typed here.
  const link = (route: string, testId: string) => (
    <Anchor href={pathFor(route, locale)} target="_blank" rel="noopener" inherit data-testid={testId} />
  );
  return (
    <Step n={5} id="consents" title={t('steps.consents')}>
      <Stack gap="sm">
        <Checkbox
          name="privacy"
          checked={form.values.privacy}
          onChange={(e) => form.set('privacy', e.currentTarget.checked)}
          error={form.errors.privacy}
          label={<Trans t={t} i18nKey="consents.privacy" components={{ privacy: link('privacy', 'privacy-link'), terms: link('terms', 'terms-link') }} />}
          data-testid="privacy-checkbox"
        />
        <Checkbox
          name="marketing"
          checked={form.values.marketing}
          onChange={(e) => form.set('marketing', e.currentTarget.checked)}
          label={t('consents.marketing')}
          data-testid="marketing-checkbox"
        />
      </Stack>
    </Step>
  );
}
