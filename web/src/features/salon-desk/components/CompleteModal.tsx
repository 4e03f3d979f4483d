import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import type { ActRef } from '../api/types';
import { useCompleteAct, type PaymentMethod } from '../api/useCompleteAct';
import { completeSchema, fieldErrorSetter, validate } from '../lib/forms';

/** Completes a visit with how it was paid (card or cash). */
export function CompleteModal({ act, onClose }: { act: ActRef; onClose: () => void }) {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const e = useErrorText();
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const complete = useCompleteAct();

  const submit = () => {
    const found = validate(completeSchema(e), { payment: payment || undefined });
    setErrors(found);
    if (Object.keys(found).length > 0 || !payment) return;
    complete.mutate(
      { id: act.id, payment },
      {
        onSuccess: () => {
          showSnack(t('done.complete'), 'success');
          onClose();
        },
        onError: (err) => applyServerErrors(err, ['payment'], fieldErrorSetter(setErrors)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('complete.title')} centered data-testid="complete-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('complete.hint', { client: act.client_name, date: formatDay(act.date, locale, 'weekdayMedium'), time: act.start })}
        </Text>
        <Radio.Group label={t('complete.payment')} value={payment} onChange={(v) => setPayment(v as PaymentMethod)} error={errors.payment} withAsterisk data-testid="complete-payment">
          <Stack gap={6} mt={6}>
            <Radio value="card" label={t('payment.card')} data-testid="complete-card" />
            <Radio value="cash" label={t('payment.cash')} data-testid="complete-cash" />
          </Stack>
        </Radio.Group>
        <Button radius="xl" loading={complete.isPending} onClick={submit} data-testid="complete-submit">
          {t('complete.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
