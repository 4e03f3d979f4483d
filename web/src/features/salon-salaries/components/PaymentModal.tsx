import { Button, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useAddPayment, type SalaryRow } from '../api/hooks';
import { toKurus } from '../lib';

/** Records a payment to the master: amount (TRY), date, method, note. */
export function PaymentModal({ row, today, onClose }: { row: SalaryRow; today: string; onClose: () => void }) {
  const { t } = useTranslation('salonSalaries');
  const add = useAddPayment();
  const [amount, setAmount] = useState<number | string>(row.balance > 0 ? row.balance / 100 : '');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<string | null>('cash');
  const [note, setNote] = useState('');
  const submit = () =>
    add.mutate(
      { masterId: row.master_id, body: { amount: toKurus(amount), paid_on: paidOn, method, note: note || null } },
      { onSuccess: onClose },
    );
  return (
    <Modal opened onClose={onClose} title={t('payment.title', { name: row.full_name })}>
      <Stack>
        <NumberInput label={t('payment.amount')} value={amount} onChange={setAmount} min={0.01} decimalScale={2} data-testid="payment-amount" />
        <TextInput type="date" label={t('payment.date')} value={paidOn} onChange={(e) => setPaidOn(e.currentTarget.value)} data-testid="payment-date" />
        <Select
          label={t('payment.method')}
          value={method}
          onChange={setMethod}
          data={(['cash', 'card', 'transfer'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))}
        />
        <Textarea label={t('payment.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} />
        <Button onClick={submit} loading={add.isPending} data-testid="payment-save">
          {t('payment.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
