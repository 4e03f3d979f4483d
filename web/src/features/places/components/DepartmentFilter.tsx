import { Select, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useDepartments } from '../api/useDepartments';
import type { FilterProps } from './filterProps';

/** Department, then a category within it. */
export function DepartmentFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  const { data: departments = [] } = useDepartments();
  const department = departments.find((d) => d.id === filters.department_id);
  const categories = department?.categories ?? [];
  return (
    <Stack gap="sm">
      <Select
        label={t('filters.department')}
        placeholder={t('filters.any_department')}
        data={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        value={filters.department_id ? String(filters.department_id) : null}
        onChange={(v) => onChange({ department_id: v ? Number(v) : null })}
        clearable
        allowDeselect
        data-testid="filter-department"
      />
      {categories.length > 0 && (
        <Select
          label={t('filters.category')}
          placeholder={t('filters.any_category')}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.category_id ? String(filters.category_id) : null}
          onChange={(v) => onChange({ category_id: v ? Number(v) : null })}
          clearable
          allowDeselect
          data-testid="filter-category"
        />
      )}
    </Stack>
  );
}
