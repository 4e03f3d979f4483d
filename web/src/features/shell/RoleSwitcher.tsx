import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '@/shared/api';
import { homePath, setAccount, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';

const roleOrder = ['client', 'salon_admin', 'salon_manager', 'salon_master', 'admin'];

/** Switches the active role (accounts with several roles only) and opens that role's home screen. */
export function RoleSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const { t } = useTranslation('shell');
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const change = useMutation({
    mutationFn: (role: string) => unwrap(api.POST('/api/common/change-active-role', { body: { role } })),
    onSuccess: (data) => {
      setAccount(queryClient, data);
      onSwitched?.();
      void navigate(homePath(data, locale));
    },
  });
  if (!account || account.roles.length < 2) return null;
  const roles = [...account.roles].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b));
  return (
    <Stack gap="xs" data-testid="role-switcher">
      <Text fw={700} size="sm">
        {t('menu.switch_role')}
      </Text>
      {roles.map((role) => {
        const active = role === account.role;
        return (
          <Button
            key={role}
            variant={active ? 'filled' : 'default'}
            radius="xl"
            justify="space-between"
            aria-pressed={active}
            disabled={change.isPending && change.variables !== role}
            loading={change.isPending && change.variables === role}
            onClick={() => !active && change.mutate(role)}
            data-testid={`role-${role}`}
          >
            {t(`roles.${role}` as 'roles.client')}
          </Button>
        );
      })}
    </Stack>
  );
}
