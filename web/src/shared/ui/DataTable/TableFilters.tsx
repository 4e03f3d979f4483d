import { Badge, Button, Drawer, Group, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { FilterField } from './FilterField';
import { activeFilters, isActiveFilter } from './useTableQuery';
import type { FilterValue, FilterValues, TableFilterDef } from './types';

interface Props {
  definitions: TableFilterDef[];
  /** The applied filters (may hold ones this panel does not show, e.g. a page's status tab). */
  value: FilterValues;
  onApply: (values: FilterValues) => void;
  /** Phones get a bottom drawer instead of a popover. */
  mobile: boolean;
}

/** Drops the filters this panel manages, keeping the others. */
function withoutOwn(values: FilterValues, definitions: TableFilterDef[]): FilterValues {
  const own = new Set(definitions.map((d) => d.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !own.has(name)));
}

/** The filter button and its panel; changes apply on "Apply", the panel edits a draft. */
export function TableFilters({ definitions, value, onApply, mobile }: Props) {
  const { t } = useTranslation('cabinet');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(value);
  const activeCount = definitions.filter((d) => isActiveFilter(value[d.name])).length;

  const open = () => {
    setDraft(value);
    setOpened(true);
  };
  const setField = (name: string, field: FilterValue | null) =>
    setDraft(({ [name]: _old, ...rest }) => (field ? { ...rest, [name]: field } : rest));
  const apply = (next: FilterValues) => {
    onApply(next);
    setOpened(false);
  };
  const own = (values: FilterValues) => Object.fromEntries(definitions.filter((d) => values[d.name]).map((d) => [d.name, values[d.name]!]));

  const button = (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={activeCount ? <Badge size="xs" circle>{activeCount}</Badge> : null}
      onClick={opened ? () => setOpened(false) : open}
      aria-expanded={opened}
      data-testid="table-filters-button"
    >
      {t('table.filters')}
    </Button>
  );
  const panel = (
    <Stack gap="md" data-testid="table-filters">
      {definitions.map((d) => (
        <FilterField key={d.name} definition={d} value={draft[d.name]} onChange={(v) => setField(d.name, v)} />
      ))}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" onClick={() => apply(withoutOwn(value, definitions))} data-testid="table-filters-reset">
          {t('table.reset')}
        </Button>
        <Button onClick={() => apply({ ...withoutOwn(value, definitions), ...activeFilters(own(draft)) })} data-testid="table-filters-apply">
          {t('table.apply')}
        </Button>
      </Group>
    </Stack>
  );

  if (mobile) {
    return (
      <>
        {button}
        <Drawer opened={opened} onClose={() => setOpened(false)} position="bottom" title={t('table.filters')} closeButtonProps={{ 'aria-label': t('table.close') }}>
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={320} shadow="md" trapFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>{panel}</Popover.Dropdown>
    </Popover>
  );
}
