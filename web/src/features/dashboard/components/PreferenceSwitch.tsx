import { Group, Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

export const channels = ['email', 'sms', 'push'] as const;
export type Channel = (typeof channels)[number];

interface Props {
  channel: Channel;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One delivery channel with what it is for. */
export function PreferenceSwitch({ channel, checked, disabled, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <div>
          <Text fw={600} size="sm" component="label" htmlFor={`pref-${channel}`}>
            {t(`preferences.${channel}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`preferences.${channel}_hint`)}
          </Text>
        </div>
        <Switch
          id={`pref-${channel}`}
          size="md"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-label={t(`preferences.${channel}`)}
          data-testid={`pref-${channel}`}
        />
      </Group>
    </Paper>
  );
}
