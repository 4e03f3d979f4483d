import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';

/** Asks how a visit was paid (card or cash) before completing it. */
export function CompleteModal({ loading, onSubmit, onClose }: { loading: boolean; onSubmit: (payment: 'card' | 'cash') => void; onClose: () => void }) {
  const { t } = useTranslation('masterArea');
  const [payment, setPayment] = useState<'card' | 'cash'>('card');
  return (
    <Modal opened onClose={onClose} centered title={t('appointments.complete_title')}>
      <Stack gap="md" data-testid="complete-form">
        <Radio.Group label={t('appointments.payment')} value={payment} onChange={(v) => setPayment(v === 'cash' ? 'cash' : 'card')}>
          <Group gap="lg" mt={6}>
            <Radio value="card" label={t('appointments.card')} data-testid="payment-card" />
            <Radio value="cash" label={t('appointments.cash')} data-testid="payment-cash" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button radius="xl" loading={loading} onClick={() => onSubmit(payment)} data-testid="complete-save">
            {t('appointments.complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
