import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { ActRef } from '../api/types';
import { useOfferRange } from '../api/useOfferRange';
import { fieldErrorSetter, offerSchema, validate } from '../lib/forms';

/** Offers the client a time range on a date; the client picks a start inside it. */
export function OfferRangeModal({ act, onClose }: { act: ActRef; onClose: () => void }) {
  const { t } = useTranslation('salonDesk');
  const e = useErrorText();
  const [values, setValues] = useState({ date: act.date, start: '', end: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offer = useOfferRange();
  const set = (field: keyof typeof values) => (ev: React.ChangeEvent<HTMLInputElement>) => {
    const value = ev.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = () => {
    const found = validate(offerSchema(e), values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    offer.mutate(
      { id: act.id, ...values },
      {
        onSuccess: () => {
          showSnack(t('done.offer'), 'success');
          onClose();
        },
        onError: (err) => applyServerErrors(err, ['date', 'start', 'end'], fieldErrorSetter(setErrors)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('offer.title')} centered data-testid="offer-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('offer.hint')}
        </Text>
        <TextInput type="date" label={t('offer.date')} value={values.date} onChange={set('date')} error={errors.date} withAsterisk data-testid="offer-date" />
        <Group grow align="flex-start">
          <TextInput type="time" label={t('offer.start')} value={values.start} onChange={set('start')} error={errors.start} withAsterisk data-testid="offer-start" />
          <TextInput type="time" label={t('offer.end')} value={values.end} onChange={set('end')} error={errors.end} withAsterisk data-testid="offer-end" />
        </Group>
        <Button radius="xl" loading={offer.isPending} onClick={submit} data-testid="offer-submit">
          {t('offer.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
