import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';

/** Back to the clients table. */
export function BackLink() {
  const { t } = useTranslation('salonClients');
  return (
    <Anchor component={RouteLink} to="admin-salon-clients" size="sm" data-testid="clients-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
}
