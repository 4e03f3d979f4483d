import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneComplete } from '@/shared/lib/phone';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { TermsCheckbox } from './TermsCheckbox';

interface Props {
  phone: string;
  onPhoneChange: (phone: string) => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpenTerms: () => void;
  captcha: ReactNode;
  loading: boolean;
  onSubmit: () => void;
  onPasswordMode: () => void;
}

/** Step 1: phone and membership terms → "get code". */
export function PhoneStep(props: Props) {
  const { t } = useTranslation('auth');
  const canSubmit = isPhoneComplete(props.phone) && props.agreed;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !props.loading) props.onSubmit();
  };
  return (
    <form onSubmit={submit} data-testid="login-phone-step" noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('phone.hint')}
        </Text>
        <PhoneInput
          label={t('phone.label')}
          value={props.phone}
          onChange={props.onPhoneChange}
          data-autofocus
          data-testid="login-phone"
        />
        <TermsCheckbox checked={props.agreed} onChange={props.onAgreedChange} onOpenTerms={props.onOpenTerms} />
        {props.captcha}
        <Button type="submit" fullWidth radius="xl" size="md" disabled={!canSubmit} loading={props.loading} data-testid="get-code">
          {t('phone.get_code')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={props.onPasswordMode} data-testid="password-mode">
          {t('password.switch')}
        </Anchor>
      </Stack>
    </form>
  );
}
