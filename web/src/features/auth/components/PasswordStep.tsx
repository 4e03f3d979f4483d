import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneComplete } from '@/shared/lib/phone';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { TermsCheckbox } from './TermsCheckbox';

interface Props {
  phone: string;
  onPhoneChange: (phone: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpenTerms: () => void;
  captcha: ReactNode;
  loading: boolean;
  onSubmit: () => void;
  onCodeMode: () => void;
}

/** Alternative: phone, password and the membership terms. */
export function PasswordStep(props: Props) {
  const { t } = useTranslation('auth');
  const canSubmit = isPhoneComplete(props.phone) && props.password.length > 0 && props.agreed;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !props.loading) props.onSubmit();
  };
  return (
    <form onSubmit={submit} data-testid="login-password-step" noValidate>
      <Stack gap="md">
        <PhoneInput label={t('phone.label')} value={props.phone} onChange={props.onPhoneChange} data-testid="login-phone" />
        <PasswordInput
          label={t('password.label')}
          value={props.password}
          onChange={(e) => props.onPasswordChange(e.currentTarget.value)}
          autoComplete="current-password"
          data-testid="login-password"
        />
        <TermsCheckbox checked={props.agreed} onChange={props.onAgreedChange} onOpenTerms={props.onOpenTerms} />
        {props.captcha}
        <Button type="submit" fullWidth radius="xl" size="md" disabled={!canSubmit} loading={props.loading} data-testid="password-submit">
          {t('password.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={props.onCodeMode} data-testid="code-mode">
          {t('password.back_to_code')}
        </Anchor>
      </Stack>
    </form>
  );
}
