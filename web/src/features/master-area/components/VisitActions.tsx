import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { confirm } from '@/shared/ui/dialogs';
import { showSnack } from '@/shared/ui/snack';
import { useActAction, type ActAction } from '../api/useActs';
import type { MasterActions } from '../api/types';
import { CompleteModal } from './CompleteModal';

/** The actions a master may take on an own visit (spec §4): confirm, complete with payment, decline. */
export function VisitActions({ id, actions }: { id: number; actions: MasterActions }) {
  const { t } = useTranslation('masterArea');
  const act = useActAction();
  const [completing, setCompleting] = useState(false);

  const run = (action: ActAction, done: string) =>
    act.mutate(action, {
      onSuccess: () => {
        showSnack(done, 'success');
        setCompleting(false);
      },
      onError: (error) => showSnack(apiErrorMessage(error)),
    });

  const decline = async () => {
    if (await confirm({ title: t('appointments.decline_title'), message: t('appointments.decline_confirm'), confirmLabel: t('appointments.decline'), danger: true }))
      run({ kind: 'decline', id }, t('appointments.declined'));
  };

  return (
    <Group gap={6} wrap="wrap">
      {actions.confirm && (
        <Button size="compact-sm" variant="light" color="teal" loading={act.isPending} onClick={() => run({ kind: 'confirm', id }, t('appointments.confirmed'))} data-testid="visit-confirm">
          {t('appointments.confirm')}
        </Button>
      )}
      {actions.complete && (
        <Button size="compact-sm" variant="light" onClick={() => setCompleting(true)} data-testid="visit-complete">
          {t('appointments.complete')}
        </Button>
      )}
      {actions.decline && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => void decline()} data-testid="visit-decline">
          {t('appointments.decline')}
        </Button>
      )}
      {completing && <CompleteModal loading={act.isPending} onClose={() => setCompleting(false)} onSubmit={(payment) => run({ kind: 'complete', id, payment }, t('appointments.completed'))} />}
    </Group>
  );
}
