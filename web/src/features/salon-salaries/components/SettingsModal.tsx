import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useSaveSettings, type SalaryRow } from '../api/hooks';
import { bpToPercent, categoryCommissions, type CategoryLine, toKurus } from '../lib';
import { CategoryCommissions } from './CategoryCommissions';

/**
 * A master's pay besides the employee form's salary type and hourly rate: the monthly salary
 * (fixed masters), the commission on service revenue and the per-category commissions that
 * replace it for a category's revenue (the saved list replaces the old one).
 */
export function SettingsModal({ row, onClose }: { row: SalaryRow; onClose: () => void }) {
  const { t } = useTranslation('salonSalaries');
  const save = useSaveSettings();
  const [monthly, setMonthly] = useState<number | string>(row.monthly_salary != null ? row.monthly_salary / 100 : '');
  const [commission, setCommission] = useState<number | string>(row.commission_bp != null ? bpToPercent(row.commission_bp) : '');
  const [lines, setLines] = useState<CategoryLine[]>(() =>
    row.category_commissions.map((c) => ({ categoryId: c.category_id, percent: bpToPercent(c.commission_bp) })),
  );
  const categories = categoryCommissions(lines);
  const submit = () =>
    categories &&
    save.mutate(
      {
        masterId: row.master_id,
        body: {
          monthly_salary: monthly === '' ? null : toKurus(monthly),
          commission_bp: commission === '' ? null : Math.round(Number(commission) * 100),
          categories,
        },
      },
      { onSuccess: onClose },
    );
  return (
    <Modal opened onClose={onClose} title={t('settings.title', { name: row.full_name })}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('settings.type_hint', { type: t(`type.${row.salary_type === 'hourly' ? 'hourly' : 'fixed'}`) })}
        </Text>
        <NumberInput label={t('settings.monthly')} value={monthly} onChange={setMonthly} min={0} decimalScale={2} />
        <NumberInput label={t('settings.commission')} value={commission} onChange={setCommission} min={0} max={100} decimalScale={2} suffix=" %" />
        <CategoryCommissions lines={lines} onChange={setLines} />
        <Button onClick={submit} loading={save.isPending} disabled={categories === null} data-testid="salary-settings-save">
          {t('settings.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
