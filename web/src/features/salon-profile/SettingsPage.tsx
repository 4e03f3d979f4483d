import { Stack, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { salonToday } from '@/shared/lib/salonDates';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSettings } from './api/useSettings';
import { SettingsForm } from './components/settings/SettingsForm';

/** /admin-salon/settings (spec §2 salon settings). */
export function SettingsPage() {
  const { t } = useTranslation('meta');
  const settings = useSettings();
  return (
    <Stack gap="md" data-testid="salon-settings-page">
      <Title order={1} size="h2">
        {t('admin-salon-settings.title')}
      </Title>
      <QueryStatus isPending={settings.isPending} error={settings.error} />
      {/* Mounted once per visit: a background refetch must not wipe what is being edited; a save resets it. */}
      {settings.data && <SettingsForm data={settings.data} today={salonToday()} />}
    </Stack>
  );
}
