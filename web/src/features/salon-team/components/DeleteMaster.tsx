import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ApiError } from '@/shared/api';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { confirm } from '@/shared/ui/dialogs';
import { showSnack } from '@/shared/ui/snack';
import { useDeleteEmployee } from '../api/useDeleteEmployee';
import type { Employee } from '../api/types';

/**
 * Deletes a master after a confirmation; when the master has planned visits the server refuses and
 * a second confirmation offers to cancel them too (spec §8: confirmation before deleting a master
 * with active appointments).
 */
export function DeleteMaster({ employee, onDeleted }: { employee: Employee; onDeleted: () => void }) {
  const { t } = useTranslation('salonTeam');
  const remove = useDeleteEmployee(employee.id);

  const finish = (cancelled: number) => {
    showSnack(cancelled > 0 ? t('delete.deleted_with_visits', { count: cancelled }) : t('delete.deleted'), 'success');
    onDeleted();
  };

  const run = async () => {
    const ok = await confirm({ title: t('delete.title'), message: t('delete.confirm', { name: employee.full_name }), confirmLabel: t('delete.button'), danger: true });
    if (!ok) return;
    try {
      finish((await remove.mutateAsync(false)).cancelled_visits);
    } catch (error) {
      if (!(error instanceof ApiError) || error.body?.message_code !== 'planned_visits_exist_master') {
        showSnack(apiErrorMessage(error));
        return;
      }
      const force = await confirm({
        title: t('delete.planned_title'),
        message: t('delete.planned', { message: apiErrorMessage(error) }),
        confirmLabel: t('delete.force'),
        danger: true,
      });
      if (!force) return;
      try {
        finish((await remove.mutateAsync(true)).cancelled_visits);
      } catch (again) {
        showSnack(apiErrorMessage(again));
      }
    }
  };

  return (
    <Button color="red" variant="light" radius="xl" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => void run()} data-testid="master-delete">
      {t('delete.button')}
    </Button>
  );
}
