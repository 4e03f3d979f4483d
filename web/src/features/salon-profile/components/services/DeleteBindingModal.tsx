import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrors } from '@/shared/api/errorMessage';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { Trans, useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { CatalogueService } from '../../api/types';
import { useDeleteBinding } from '../../api/useDeleteBinding';
import { nameConfirms } from '../../lib/text';

/** Spec §5: deleting a service needs typing its name (as shown, in any of its languages). */
export function DeleteBindingModal({ service, onClose }: { service: CatalogueService; onClose: () => void }) {
  const { t } = useTranslation('salonProfile');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const remove = useDeleteBinding();
  const names = [service.name, service.names.tr, service.names.en, service.names.ru].filter(Boolean);
  const matches = nameConfirms(typed, names);

  const confirmDelete = async () => {
    if (!service.binding) return;
    setError(null);
    setFieldError(null);
    try {
      const outcome = await remove.mutateAsync({ id: service.binding.id, name: typed });
      showSnack(outcome.outcome === 'deactivated' ? t('delete.deactivated', { name: service.name, count: outcome.planned_visits }) : t('delete.deleted', { name: service.name }), 'success');
      onClose();
    } catch (e) {
      const byField = fieldErrors(e);
      if (byField.name) setFieldError(byField.name);
      else setError(apiErrorMessage(e));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('delete.title')} centered>
      <Stack gap="sm" data-testid="delete-binding-modal">
        <Text size="sm">
          <Trans t={t} i18nKey="delete.text" values={{ name: service.name }} components={{ b: <b /> }} />
        </Text>
        <TextInput
          label={t('delete.type_name')}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          autoComplete="off"
          data-autofocus
          data-testid="delete-binding-name"
        />
        <Text size="xs" c="dimmed">
          {t('delete.visits_note')}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" disabled={!matches} loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="delete-binding-confirm">
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
