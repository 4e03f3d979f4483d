import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useDepartments } from '../api/useDepartments';
import type { PlacesFilters } from '../lib/filters';
import classes from './Places.module.css';

/** "Salons", or the chosen department (and category) as the page heading. */
export function PlacesHeading({ filters }: { filters: PlacesFilters }) {
  const { t } = useTranslation('places');
  const { data: departments } = useDepartments();
  const department = departments?.find((d) => d.id === filters.department_id);
  const category = department?.categories.find((c) => c.id === filters.category_id);
  const subject = category?.name ?? department?.name;
  return (
    <header className={classes.header}>
      <Title order={1} className={classes.title} data-testid="places-title">
        {subject ? t('title_with', { subject }) : t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
    </header>
  );
}
