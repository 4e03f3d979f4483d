import { Select } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useSalonMasters } from '@/shared/hooks/useSalonMasters';

/** All masters or one: narrows the charts of visits (income, completed, services, by days). */
export function MasterFilter({ masterId, onChange }: { masterId: number | null; onChange: (masterId: number | null) => void }) {
  const { t } = useTranslation('salonAnalytics');
  const masters = useSalonMasters();
  return (
    <Select
      label={t('master.label')}
      description={t('master.hint')}
      placeholder={t('master.all')}
      clearable
      data={(masters.data ?? []).map((m) => ({ value: String(m.id), label: m.full_name }))}
      value={masterId === null ? null : String(masterId)}
      onChange={(value) => onChange(value === null ? null : Number(value))}
      maw={320}
      data-testid="analytics-master"
    />
  );
}
