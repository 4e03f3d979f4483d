import { Anchor, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { isPhoneComplete } from '@/shared/lib/phone';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { TermsCheckbox } from './TermsCheckbox';

/** What both ways of logging in share: the phone, the membership terms and the captcha. */
export interface PhoneTermsProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpenTerms: () => void;
  captcha: ReactNode;
  loading: boolean;
  onSubmit: () => void;
}

interface Props extends PhoneTermsProps {
  testId: string;
  /** Above the phone field. */
  intro?: ReactNode;
  /** Between the phone field and the terms. */
  children?: ReactNode;
  /** Whatever else must be filled in before submitting. */
  ready: boolean;
  submitLabel: string;
  submitTestId: string;
  switchLabel: string;
  switchTestId: string;
  onSwitch: () => void;
}

/** A login form: submit is enabled once the masked phone is complete, the terms are ticked and `ready`. */
export function PhoneTermsForm(props: Props) {
  const { t } = useTranslation('auth');
  const canSubmit = isPhoneComplete(props.phone) && props.agreed && props.ready;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !props.loading) props.onSubmit();
  };
  return (
    <form onSubmit={submit} data-testid={props.testId} noValidate>
      <Stack gap="md">
        {props.intro}
        <PhoneInput label={t('phone.label')} value={props.phone} onChange={props.onPhoneChange} data-autofocus data-testid="login-phone" />
        {props.children}
        <TermsCheckbox checked={props.agreed} onChange={props.onAgreedChange} onOpenTerms={props.onOpenTerms} />
        {props.captcha}
        <Button type="submit" fullWidth radius="xl" size="md" disabled={!canSubmit} loading={props.loading} data-testid={props.submitTestId}>
          {props.submitLabel}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={props.onSwitch} data-testid={props.switchTestId}>
          {props.switchLabel}
        </Anchor>
      </Stack>
    </form>
  );
}
