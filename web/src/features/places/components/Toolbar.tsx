import { Badge, Button, SegmentedControl, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconList, IconMap } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { activeFilterCount, SORTS, type SortBy } from '../lib/filters';
import { useResultCount, type Counted } from '../lib/useResultCount';
import type { FilterProps } from './filterProps';
import classes from './Places.module.css';

interface Props extends FilterProps {
  /** The list's count, null while it loads. */
  counted: Counted | null;
  /** Opens the filters drawer (phones, tablets and the desktop map view). */
  onOpenFilters: () => void;
  /** The list view: on a desktop the filters are in the side panel and the button is hidden (by CSS). */
  filtersAside: boolean;
}

/** Result count, filters button, sort order and the list/map switch. */
export function Toolbar({ filters, onChange, counted, onOpenFilters, filtersAside }: Props) {
  const { t } = useTranslation('places');
  const resultCount = useResultCount();
  const active = activeFilterCount(filters);
  return (
    <div className={classes.toolbar}>
      <Text fw={600} className={classes.count} aria-live="polite" data-testid="places-count">
        {counted === null ? '\u00a0' : resultCount(counted)}
      </Text>
      <div className={classes.controls}>
        <Button
          className={filtersAside ? classes.belowDesktop : undefined}
          variant="default"
          radius="xl"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          rightSection={active > 0 ? <Badge size="sm" circle>{active}</Badge> : null}
          onClick={onOpenFilters}
          data-testid="open-filters"
        >
          {t('filters.title')}
        </Button>
        {/* A plain select styled like Mantine's inputs: the phone's own picker, and none of the
            Combobox/Popover/Input code (~8 KB gzip) on the route's first load. */}
        <select
          className={classes.sort}
          aria-label={t('sort.label')}
          value={filters.sort_by}
          onChange={(e) => onChange({ sort_by: e.currentTarget.value as SortBy })}
          data-testid="places-sort"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <SegmentedControl
        className={classes.view}
        radius="xl"
        value={filters.view}
        onChange={(v) => onChange({ view: v as 'list' | 'map' })}
        aria-label={t('view.label')}
        data={[
          { value: 'list', label: <ViewLabel icon={<IconList size={16} />} text={t('view.list')} /> },
          { value: 'map', label: <ViewLabel icon={<IconMap size={16} />} text={t('view.map')} /> },
        ]}
        data-testid="places-view"
      />
    </div>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className={classes.viewLabel}>
      {icon}
      <span>{text}</span>
    </span>
  );
}
