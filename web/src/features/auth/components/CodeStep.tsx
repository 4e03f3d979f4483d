import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../hooks/useCountdown';

/** Length of the SMS code (spec §9). */
export const CODE_LENGTH = 4;

interface Props {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Seconds left of the code's life; at 0 the button resends. */
  remaining: number;
  loading: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Step 2: the 4-digit code (submitted when complete), the countdown and resend. */
export function CodeStep({ phone, code, onCodeChange, remaining, loading, onSubmit, onResend, onBack }: Props) {
  const { t } = useTranslation('auth');
  const resendMode = remaining <= 0;
  return (
    <Stack gap="md" data-testid="login-code-step">
      <Text size="sm">{t('code.sent_to', { phone })}</Text>
      <Group justify="center">
        <PinInput
          length={CODE_LENGTH}
          type="number"
          oneTimeCode
          size="lg"
          value={code}
          onChange={onCodeChange}
          onComplete={onSubmit}
          disabled={loading}
          autoFocus
          ariaLabel={t('code.label')}
          data-testid="login-code"
        />
      </Group>
      <Text size="sm" c="dimmed" ta="center" data-testid="code-countdown">
        {resendMode ? t('code.expired') : t('code.expires_in', { time: formatCountdown(remaining) })}
      </Text>
      <Button
        fullWidth
        radius="xl"
        size="md"
        loading={loading}
        disabled={!resendMode && code.length < CODE_LENGTH}
        onClick={() => (resendMode ? onResend() : onSubmit(code))}
        data-testid="code-submit"
      >
        {resendMode ? t('code.resend') : t('code.login')}
      </Button>
      <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack} data-testid="change-phone">
        {t('code.change_phone')}
      </Anchor>
    </Stack>
  );
}
