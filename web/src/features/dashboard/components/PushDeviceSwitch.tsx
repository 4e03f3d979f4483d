import { Group, Paper, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { DevicePush } from '@/shared/push';

/** The push module is loaded only on the screens that show this switch. */
const loadPush = () => import('@/shared/push');

/**
 * "Push notifications on this device": subscribes this browser to Web Push (notifications while
 * the site is closed) or forgets it. The browser's permission is asked only when the user switches
 * it on. Hidden inside the native apps, which push on their own.
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadPush()
      .then((push) => push.devicePush())
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  if (state === null || state === 'native') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const push = await loadPush();
      setState(on ? await push.enableDevicePush() : await push.disableDevicePush());
    } catch {
      // No push service reachable (offline, a browser without one): the switch stays off.
      setFailed(true);
      setState('off');
    } finally {
      setBusy(false);
    }
  };
  const usable = state === 'on' || state === 'off';
  const note = failed ? 'failed' : usable ? 'hint' : state;

  return (
    <Paper withBorder radius="md" p="md" data-testid="push-device">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <div>
          <Text fw={600} size="sm" component="label" htmlFor="push-device-switch">
            {t('push_device.title')}
          </Text>
          <Text size="xs" c={usable && !failed ? 'dimmed' : 'orange'} data-testid="push-device-note">
            {t(`push_device.${note}`)}
          </Text>
        </div>
        <Switch
          id="push-device-switch"
          size="md"
          checked={state === 'on'}
          disabled={busy || !usable}
          onChange={(e) => void change(e.currentTarget.checked)}
          aria-label={t('push_device.title')}
          data-testid="push-device-switch"
        />
      </Group>
    </Paper>
  );
}
