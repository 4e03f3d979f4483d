import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';

interface Props {
  locating: boolean;
  geoDenied: boolean;
}

/** Why the list is not (yet) sorted as asked. */
export function PlacesNotices({ locating, geoDenied }: Props) {
  const { t } = useTranslation('places');
  return (
    <>
      {locating && (
        <Group gap="xs" mt="md" c="dimmed" data-testid="places-locating">
          <Loader size="xs" type="dots" />
          <Text size="sm">{t('notices.locating')}</Text>
        </Group>
      )}
      {geoDenied && (
        <Alert mt="md" color="yellow" icon={<IconInfoCircle size={18} />} data-testid="places-geo-denied">
          {t('notices.geo_denied')}
        </Alert>
      )}
    </>
  );
}
