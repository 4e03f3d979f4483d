import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { alert, confirm } from '@/shared/ui/dialogs';
import { deleteClientAccount } from '../api/security';

/** Client account deletion: confirm, then the server schedules it (7 business days) and the user is logged out. */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteClientAccount,
    meta: { silent: true },
    onMutate: () => setError(null),
    onSuccess: async ({ scheduled_for }) => {
      const date = formatDay(scheduled_for, locale, 'long');
      await alert({ title: t('delete.done_title'), message: t('delete.scheduled', { date }) });
      await logout(locale);
    },
    // E.g. an account with several roles cannot delete itself: the server says so.
    onError: (e) => setError(apiErrorMessage(e)),
  });
  const ask = async () => {
    const ok = await confirm({
      title: t('delete.confirm_title'),
      message: t('delete.confirm_text'),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (ok) remove.mutate();
  };
  return (
    <Stack gap="md" data-testid="delete-account">
      <Text size="sm" c="dimmed">
        {t('delete.hint')}
      </Text>
      <div>
        <Button color="red" variant="outline" radius="xl" loading={remove.isPending} onClick={() => void ask()} data-testid="delete-account-button">
          {t('delete.button')}
        </Button>
      </div>
      {error && (
        <Alert color="red" data-testid="delete-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
