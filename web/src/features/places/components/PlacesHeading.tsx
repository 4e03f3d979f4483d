import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { Searched } from '../api/types';
import { useDepartments } from '../api/useDepartments';
import type { PlacesFilters } from '../lib/filters';
import type { UpdateFilters } from '../lib/usePlacesFilters';
import classes from './Places.module.css';
import { SearchChips } from './SearchChips';

interface Props {
  filters: PlacesFilters;
  searched?: Searched;
  onChange: UpdateFilters;
}

/** "Salons", or the chosen department (and category) as the page heading, and what was searched as chips. */
export function PlacesHeading({ filters, searched, onChange }: Props) {
  const { t } = useTranslation('places');
  const { data: departments } = useDepartments();
  const department = departments?.find((d) => d.id === filters.department_id);
  const category = department?.categories.find((c) => c.id === filters.category_id);
  const subject = category?.name ?? department?.name;
  const searching = Boolean(filters.service_id || filters.q || filters.address || filters.date);
  return (
    <header className={classes.header}>
      <Title order={1} className={classes.title} data-testid="places-title">
        {subject ? t('title_with', { subject }) : t('title')}
      </Title>
      {searching ? <SearchChips filters={filters} searched={searched} onChange={onChange} /> : <Text c="dimmed">{t('subtitle')}</Text>}
    </header>
  );
}
