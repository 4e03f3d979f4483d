import { Anchor, Checkbox } from '@mantine/core';
import { Trans, useTranslation } from '@/shared/i18n';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Opens the membership terms (agreement popup). */
  onOpenTerms: () => void;
  error?: boolean;
}

/** "I accept the membership terms" — required before a code or a password login. */
export function TermsCheckbox({ checked, onChange, onOpenTerms, error }: Props) {
  const { t } = useTranslation('auth');
  const link = (
    <Anchor
      component="button"
      type="button"
      inherit
      onClick={(e) => {
        e.preventDefault();
        onOpenTerms();
      }}
      data-testid="terms-link"
    />
  );
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      label={<Trans t={t} i18nKey="terms.label" components={{ terms: link }} />}
      data-testid="terms-checkbox"
    />
  );
}
