import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { confirm } from '@/shared/ui/dialogs';
import { showSnack } from '@/shared/ui/snack';
import { useDeleteClient } from '../api/useDeleteClient';
import { deleteClientFlow } from '../lib/deleteClientFlow';

/** Delete with confirmation, and a second one that cancels planned visits (force). */
export function DeleteClientButton({ id, name, onDeleted }: { id: number; name: string; onDeleted: () => void }) {
  const { t } = useTranslation('salonClients');
  const remove = useDeleteClient();

  const run = async () => {
    try {
      const outcome = await deleteClientFlow({ name, confirm, t: t as never, remove: (force) => remove.mutateAsync({ id, force }) });
      if (!outcome.deleted) return;
      showSnack(outcome.cancelled > 0 ? t('delete.done_cancelled', { count: outcome.cancelled }) : t('delete.done'), 'success');
      onDeleted();
    } catch (error) {
      showSnack(apiErrorMessage(error));
    }
  };

  return (
    <Button color="red" variant="light" radius="xl" leftSection={<IconTrash size={16} />} loading={remove.isPending} onClick={() => void run()} data-testid="client-delete">
      {t('delete.button')}
    </Button>
  );
}
