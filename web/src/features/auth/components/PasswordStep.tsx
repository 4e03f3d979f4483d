import { PasswordInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PhoneTermsForm, type PhoneTermsProps } from './PhoneTermsForm';

interface Props extends PhoneTermsProps {
  password: string;
  onPasswordChange: (password: string) => void;
  onCodeMode: () => void;
}

/** Alternative: phone, password and the membership terms. */
export function PasswordStep({ password, onPasswordChange, onCodeMode, ...props }: Props) {
  const { t } = useTranslation('auth');
  return (
    <PhoneTermsForm
      {...props}
      testId="login-password-step"
      ready={password.length > 0}
      submitLabel={t('password.submit')}
      submitTestId="password-submit"
      switchLabel={t('password.back_to_code')}
      switchTestId="code-mode"
      onSwitch={onCodeMode}
    >
      <PasswordInput
        label={t('password.label')}
        value={password}
        onChange={(e) => onPasswordChange(e.currentTarget.value)}
        autoComplete="current-password"
        data-testid="login-password"
      />
    </PhoneTermsForm>
  );
}
