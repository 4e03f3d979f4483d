import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { askBrowserPermission, browserPermission } from '@/shared/realtime';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { showSnack } from '@/shared/ui/snack';
import { usePreferences } from './api/usePreferences';
import { useResetPreferences } from './api/useResetPreferences';
import { useUpdatePreferences } from './api/useUpdatePreferences';
import { channels, PreferenceSwitch, type Channel } from './components/PreferenceSwitch';
import { PushDeviceSwitch } from './components/PushDeviceSwitch';

/**
 * /dashboard/notification-preferences: e-mail, SMS and push for the active role; each switch saves
 * at once. Switching push on asks the browser for its notifications (shown while the tab is
 * hidden); "push on this device" subscribes this browser to Web Push for when the site is closed.
 * Failures show the spec §8 texts rather than the server's.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation(['dashboard', 'meta', 'errors', 'common']);
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const reset = useResetPreferences();
  // While a change is on its way the switch already shows it.
  const shown = update.isPending ? update.variables : prefs.data;
  const busy = update.isPending || reset.isPending;
  const [permission, setPermission] = useState(browserPermission);

  const toggle = (channel: Channel, checked: boolean) => {
    if (!prefs.data) return;
    reset.reset();
    // On the web, push means the browser's own notifications: ask for them when switched on.
    if (channel === 'push' && checked) void askBrowserPermission().then(setPermission);
    update.mutate({ ...prefs.data, [channel]: checked }, { onSuccess: () => showSnack(t('dashboard:preferences.saved'), 'success') });
  };
  const resetAll = () => {
    update.reset();
    reset.mutate(undefined, { onSuccess: () => showSnack(t('dashboard:preferences.reset_done'), 'success') });
  };

  return (
    <Stack gap="lg" data-testid="preferences-page">
      <Title order={1} size="h2">
        {t('meta:dashboard-notification-preferences.title')}
      </Title>
      <Text c="dimmed">{t('dashboard:preferences.intro')}</Text>
      <QueryStatus isPending={prefs.isPending} error={null} />
      {prefs.error ? (
        <Alert color="red" data-testid="preferences-load-error">
          <Group justify="space-between">
            {t('errors:notification_preferences_load_failed')}
            <Button size="xs" variant="white" color="red" onClick={() => void prefs.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {shown && (
        <Stack gap="sm">
          {channels.map((channel) => (
            <PreferenceSwitch key={channel} channel={channel} checked={shown[channel]} disabled={busy} onChange={(on) => toggle(channel, on)} />
          ))}
          {shown.push && <PushDeviceSwitch />}
        </Stack>
      )}
      {shown?.push && permission === 'denied' && (
        <Alert color="yellow" data-testid="push-blocked">
          {t('dashboard:preferences.push_blocked')}
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" data-testid="preferences-update-error">
          {t('errors:notification_preferences_update_failed')}
        </Alert>
      )}
      {reset.isError && (
        <Alert color="red" data-testid="preferences-reset-error">
          {t('errors:notification_preferences_reset_failed')}
        </Alert>
      )}
      {prefs.data && (
        <div>
          <Button variant="default" radius="xl" loading={reset.isPending} disabled={update.isPending} onClick={resetAll} data-testid="pref-reset">
            {t('dashboard:preferences.reset')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

export default NotificationPreferencesPage;
