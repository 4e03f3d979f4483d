import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useDeactivationTypes } from '../api/queries';

/** The longest reason (domain::salon_admin::REASON_MAX). */
export const REASON_MAX = 500;

interface Props {
  opened: boolean;
  salonName: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (type: string, reason: string) => void;
}

/** Deactivation: the type (labels from the server, in the reader's language) and a required reason. */
export function DeactivateModal({ opened, salonName, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation('adminSalons');
  const types = useDeactivationTypes();
  const [type, setType] = useState('after_orders');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && !trimmed ? t('deactivate.reason_required') : trimmed.length > REASON_MAX ? t('deactivate.reason_long', { max: REASON_MAX }) : null;

  const submit = () => {
    setTouched(true);
    if (!trimmed || trimmed.length > REASON_MAX) return;
    onConfirm(type, trimmed);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('deactivate.title', { name: salonName })} centered data-testid="deactivate-modal">
      <Stack gap="md">
        <Radio.Group value={type} onChange={setType} label={t('deactivate.type')}>
          <Stack gap="xs" mt="xs">
            {(types.data ?? []).map((item) => (
              <Radio
                key={item.value}
                value={item.value}
                label={item.label}
                description={item.description}
                data-testid={`deactivation-type-${item.value}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('deactivate.reason')}
          description={t('deactivate.reason_hint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX + 1}
          data-testid="deactivation-reason"
        />
        <Text size="xs" c="dimmed">
          {t('deactivate.warning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={submit} data-testid="deactivate-confirm">
            {t('actions.deactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
