import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { type Period, type Preset, presetPeriod, presets } from '../lib/period';

interface Props {
  period: Period;
  preset: Preset | null;
  onChange: (period: Period, preset: Preset | null) => void;
}

/** Presets and a free range of dates. */
export function PeriodPicker({ period, preset, onChange }: Props) {
  const { t } = useTranslation('salonAnalytics');
  return (
    <Group align="end" wrap="wrap" gap="sm">
      <SegmentedControl
        aria-label={t('period.label')}
        value={preset ?? ''}
        data={presets.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        onChange={(value) => onChange(presetPeriod(value as Preset), value as Preset)}
      />
      <TextInput
        type="date"
        label={t('period.from')}
        value={period.from}
        max={period.to}
        onChange={(e) => e.currentTarget.value && onChange({ ...period, from: e.currentTarget.value }, null)}
      />
      <TextInput
        type="date"
        label={t('period.to')}
        value={period.to}
        min={period.from}
        onChange={(e) => e.currentTarget.value && onChange({ ...period, to: e.currentTarget.value }, null)}
      />
    </Group>
  );
}
