import { Button, Checkbox, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useSaveExpense, type ExpenseInPeriod } from '../api/hooks';
import { EXPENSE_CATEGORIES } from '../lib';

/** Adds an expense, or corrects `expense`. */
export function ExpenseModal({ expense, today, onClose }: { expense: ExpenseInPeriod | null; today: string; onClose: () => void }) {
  const { t } = useTranslation('salonFinances');
  const save = useSaveExpense();
  const [category, setCategory] = useState<string | null>(expense?.category ?? 'rent');
  const [amount, setAmount] = useState<number | string>(expense ? expense.amount / 100 : '');
  const [spentOn, setSpentOn] = useState(expense?.spent_on ?? today);
  const [recurring, setRecurring] = useState(expense?.recurring_monthly ?? false);
  const [endsOn, setEndsOn] = useState(expense?.ends_on ?? '');
  const [note, setNote] = useState(expense?.note ?? '');
  const submit = () =>
    save.mutate(
      {
        id: expense?.id ?? null,
        body: {
          category,
          amount: Math.round(Number(amount) * 100),
          spent_on: spentOn,
          recurring_monthly: recurring,
          ends_on: recurring && endsOn ? endsOn : null,
          note: note || null,
        },
      },
      { onSuccess: onClose },
    );
  return (
    <Modal opened onClose={onClose} title={expense ? t('expense.edit') : t('expense.add')}>
      <Stack>
        <Select
          label={t('expense.category')}
          value={category}
          onChange={setCategory}
          data={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          data-testid="expense-category"
        />
        <NumberInput label={t('expense.amount')} value={amount} onChange={setAmount} min={0.01} decimalScale={2} data-testid="expense-amount" />
        <TextInput type="date" label={t('expense.date')} value={spentOn} onChange={(e) => setSpentOn(e.currentTarget.value)} data-testid="expense-date" />
        <Checkbox label={t('expense.recurring')} checked={recurring} onChange={(e) => setRecurring(e.currentTarget.checked)} />
        {recurring && <TextInput type="date" label={t('expense.ends_on')} value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} />}
        <Textarea label={t('expense.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} />
        <Button onClick={submit} loading={save.isPending} data-testid="expense-save">
          {t('expense.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
