import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { CODE_LENGTH, CodeInput } from '@/shared/ui/CodeInput';
import { formatCountdown } from '../hooks/useCountdown';

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
        <CodeInput
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
