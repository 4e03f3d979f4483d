import { Button, Drawer } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { FilterPanel } from './FilterPanel';
import type { FilterProps } from './filterProps';

interface Props extends FilterProps {
  opened: boolean;
  onClose: () => void;
  onReset: () => void;
  canReset: boolean;
  /** Salons matching the filters, for the apply button; null while unknown. */
  total: number | null;
}

/** The filters on phones, tablets and beside the desktop map: a lazy chunk opened from the toolbar. */
export default function FiltersDrawer({ opened, onClose, total, ...panel }: Props) {
  const { t } = useTranslation('places');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('filters.title')} position="right" size="min(100%, 400px)">
      <FilterPanel {...panel} />
      <Button fullWidth radius="xl" mt="lg" onClick={onClose} data-testid="filters-apply">
        {total === null ? t('filters.show') : t('filters.show_count', { count: total })}
      </Button>
    </Drawer>
  );
}
