import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { AdminUser } from '../api/users';

/** An account's roles, salon roles with their salon's name. */
export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Group gap={4}>
      {roles.map((r) => (
        <Badge key={`${r.role}-${r.salon_id ?? ''}`} variant="light" color={r.role === 'admin' ? 'red' : 'plum'} tt="none">
          {t(`roles.${r.role}`, { defaultValue: r.role })}
          {r.salon_name ? ` · ${r.salon_name}` : ''}
        </Badge>
      ))}
    </Group>
  );
}
