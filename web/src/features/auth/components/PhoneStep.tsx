import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PhoneTermsForm, type PhoneTermsProps } from './PhoneTermsForm';

/** Step 1: phone and membership terms → "get code". */
export function PhoneStep({ onPasswordMode, ...props }: PhoneTermsProps & { onPasswordMode: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <PhoneTermsForm
      {...props}
      testId="login-phone-step"
      intro={
        <Text size="sm" c="dimmed">
          {t('phone.hint')}
        </Text>
      }
      ready
      submitLabel={t('phone.get_code')}
      submitTestId="get-code"
      switchLabel={t('password.switch')}
      switchTestId="password-mode"
      onSwitch={onPasswordMode}
    />
  );
}
