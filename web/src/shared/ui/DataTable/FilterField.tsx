import { Checkbox, Group, Input, NativeSelect, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { DateFilterMode, FilterValue, TableFilterDef } from './types';

interface Props {
  definition: TableFilterDef;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}

/** Radio value meaning "no filter". */
const ANY = '';
const dateModes: DateFilterMode[] = ['older', 'exact', 'newer'];

/** An empty number input is null (spec §5). */
const toNumber = (v: number | string): number | null => (v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** One filter's inputs, chosen by its type. */
export function FilterField({ definition: def, value, onChange }: Props) {
  const { t } = useTranslation('cabinet');
  const testId = `table-filter-${def.name}`;
  switch (def.type) {
    case 'checkbox':
      return (
        <Checkbox.Group
          label={def.label}
          value={value?.type === 'checkbox' ? value.values : []}
          onChange={(values) => onChange({ type: 'checkbox', values })}
          data-testid={testId}
        >
          <Stack gap={6} mt={6}>
            {def.options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'radio':
      return (
        <Radio.Group
          label={def.label}
          value={value?.type === 'radio' ? value.value : ANY}
          onChange={(v) => onChange(v === ANY ? null : { type: 'radio', value: v })}
          data-testid={testId}
        >
          <Stack gap={6} mt={6}>
            {[{ value: ANY, label: t('table.any') }, ...def.options].map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'number_range': {
      const range = value?.type === 'number_range' ? value : { type: 'number_range' as const, from: null, to: null };
      const common = { min: def.min, max: def.max, step: def.step, hideControls: true, style: { flex: 1 } };
      return (
        <Input.Wrapper label={def.label} data-testid={testId}>
          <Group gap="xs" wrap="nowrap" mt={4}>
            <NumberInput {...common} placeholder={t('table.from')} aria-label={`${def.label}: ${t('table.from')}`} value={range.from ?? ''} onChange={(v) => onChange({ ...range, from: toNumber(v) })} data-testid={`${testId}-from`} />
            <NumberInput {...common} placeholder={t('table.to')} aria-label={`${def.label}: ${t('table.to')}`} value={range.to ?? ''} onChange={(v) => onChange({ ...range, to: toNumber(v) })} data-testid={`${testId}-to`} />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'date': {
      const date = value?.type === 'date' ? value : { type: 'date' as const, mode: 'exact' as DateFilterMode, value: '' };
      return (
        <Input.Wrapper label={def.label} data-testid={testId}>
          <Group gap="xs" wrap="nowrap" mt={4}>
            <NativeSelect
              aria-label={`${def.label}: ${t('table.date_mode')}`}
              data={dateModes.map((m) => ({ value: m, label: t(`table.${m}`) }))}
              value={date.mode}
              onChange={(e) => onChange({ ...date, mode: e.currentTarget.value as DateFilterMode })}
              style={{ flex: 1 }}
              data-testid={`${testId}-mode`}
            />
            <TextInput
              type="date"
              aria-label={`${def.label}: ${t('table.date_value')}`}
              value={date.value}
              onChange={(e) => onChange({ ...date, value: e.currentTarget.value })}
              style={{ flex: 1 }}
              data-testid={`${testId}-value`}
            />
          </Group>
        </Input.Wrapper>
      );
    }
  }
}
