import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useCommissionCategories } from '../api/hooks';
import { percentToBp, type CategoryLine } from '../lib';

/**
 * The per-category commissions of a master: each line a category of the salon's services and its
 * rate, which replaces the master's own commission for that category's revenue.
 */
export function CategoryCommissions({ lines, onChange }: { lines: CategoryLine[]; onChange: (lines: CategoryLine[]) => void }) {
  const { t } = useTranslation('salonSalaries');
  const categories = useCommissionCategories();
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const set = (index: number, line: Partial<CategoryLine>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...line } : l)));
  const taken = (index: number) => new Set(lines.filter((_, i) => i !== index).map((l) => l.categoryId));
  return (
    <Stack gap="xs" data-testid="category-commissions">
      <Text size="sm" fw={500}>
        {t('settings.by_category')}
      </Text>
      {lines.map((line, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={t('settings.category')}
            placeholder={t('settings.category')}
            data={options.filter((o) => !taken(index).has(Number(o.value)))}
            value={line.categoryId === null ? null : String(line.categoryId)}
            onChange={(value) => set(index, { categoryId: value === null ? null : Number(value) })}
            flex={1}
            data-testid={`category-commission-category-${index}`}
          />
          <NumberInput
            aria-label={t('settings.category_rate')}
            value={line.percent}
            onChange={(percent) => set(index, { percent })}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            w={110}
            error={line.percent !== '' && percentToBp(line.percent) === null ? t('settings.rate_bounds') : undefined}
            data-testid={`category-commission-rate-${index}`}
          />
          <ActionIcon variant="subtle" color="red" mt={6} aria-label={t('settings.remove_category')} onClick={() => onChange(lines.filter((_, i) => i !== index))}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        disabled={options.length <= lines.length}
        onClick={() => onChange([...lines, { categoryId: null, percent: '' }])}
        data-testid="category-commission-add"
      >
        {t('settings.add_category')}
      </Button>
    </Stack>
  );
}
