import { CloseButton } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import type { Searched } from '../api/types';
import { placeLabel, type PlacesFilters } from '../lib/filters';
import type { UpdateFilters } from '../lib/usePlacesFilters';
import classes from './Places.module.css';

interface Props {
  filters: PlacesFilters;
  /** The list's names of the searched ids (a link from the home search carries ids only); kept
   * while the next answer loads, used only where the ids still match. */
  searched: Searched | undefined;
  onChange: UpdateFilters;
}

interface Chip {
  key: string;
  icon: ReactNode;
  text: string;
  remove: Partial<PlacesFilters>;
  removeLabel?: string;
}

/** What was searched (service, free text, place, date, time), each a chip that removes it. */
export function SearchChips({ filters, searched, onChange }: Props) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  const chips: Chip[] = [];
  if (filters.service_id) {
    const named = searched?.service?.id === filters.service_id ? searched.service.name : filters.service_name;
    const text = named || t('filters.picked_service');
    chips.push({ key: 'service', icon: <IconSearch size={14} aria-hidden />, text, remove: { service_id: null } });
  }
  if (filters.q) {
    const text = t('notices.search_text', { query: filters.q });
    chips.push({ key: 'search-text', icon: <IconSearch size={14} aria-hidden />, text, remove: { q: '' }, removeLabel: t('notices.clear_search') });
  }
  if (filters.address) {
    const text = placeLabel(searched, filters.address) || filters.address_name || t('filters.picked_area');
    chips.push({ key: 'place', icon: <IconMapPin size={14} aria-hidden />, text, remove: { address: '' } });
  }
  if (filters.date) {
    const text = formatDay(filters.date, locale, 'medium');
    chips.push({ key: 'date', icon: <IconCalendar size={14} aria-hidden />, text, remove: { date: '' } });
  }
  if (filters.time) {
    chips.push({ key: 'time', icon: <IconClock size={14} aria-hidden />, text: filters.time, remove: { time: '' } });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label={t('chips.label')} data-testid="places-chips">
      {chips.map((chip) => (
        <li key={chip.key} className={classes.searchChip} data-testid={chip.key === 'search-text' ? 'places-search-text' : `chip-${chip.key}`}>
          {chip.icon}
          <span>{chip.text}</span>
          <CloseButton
            size="sm"
            radius="xl"
            aria-label={chip.removeLabel ?? t('chips.remove', { what: chip.text })}
            onClick={() => onChange(chip.remove)}
            data-testid="chip-remove"
          />
        </li>
      ))}
    </ul>
  );
}
