import { Button } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '@/shared/api';
import { setAccount, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';

/** While an admin acts as a salon admin: back to the admin's own session and the salons list. */
export function LeaveImpersonationButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  // Failures reach the central handler (snack) through the mutation cache.
  const leave = useMutation({
    mutationFn: () => unwrap(api.POST('/api/common/leave-impersonate')),
    onSuccess: ({ account_data }) => {
      queryClient.removeQueries({ predicate: (q) => ['salon', 'admin'].includes(String(q.queryKey[0])) });
      setAccount(queryClient, account_data);
      void navigate(pathFor('admin-salons', locale));
    },
  });
  if (!account?.impersonated) return null;
  return (
    <Button
      color="orange"
      variant="light"
      radius="xl"
      fullWidth={fullWidth}
      leftSection={<IconLogout2 size={18} />}
      loading={leave.isPending}
      onClick={() => leave.mutate()}
      data-testid="leave-impersonation"
    >
      {t('header.leave_impersonation')}
    </Button>
  );
}
