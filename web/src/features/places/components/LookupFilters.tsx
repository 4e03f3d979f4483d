import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { Lookup, type LookupOption } from '@/shared/ui/Lookup';
import { searchDistricts, searchServices } from '../api/lookups';
import type { FilterProps } from './filterProps';

/** Service and area: server lookups (3 characters, 250 ms debounce, spec §5 hints). */
export function LookupFilters({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  const service: LookupOption | null = filters.service_id
    ? { id: String(filters.service_id), text: filters.service_name || t('filters.picked_service') }
    : null;
  const area: LookupOption | null = filters.address
    ? { id: filters.address, text: filters.address_name || t('filters.picked_area') }
    : null;
  return (
    <>
      {/* Keyed by the shown text as well: the lookup follows a new id, and a name arriving for the
          same id (the list names a home-search link's ids) must replace "Selected service". */}
      <Lookup
        key={service ? `service:${service.id}:${service.text}` : 'service'}
        label={t('filters.service')}
        placeholder={t('filters.service_placeholder')}
        fetchOptions={searchServices}
        value={service}
        onChange={(o) => onChange({ service_id: o ? Number(o.id) : null, service_name: o?.text ?? '' })}
        leftSection={<IconSearch size={16} />}
        data-testid="filter-service"
      />
      <Lookup
        key={area ? `area:${area.id}:${area.text}` : 'area'}
        label={t('filters.area')}
        placeholder={t('filters.area_placeholder')}
        fetchOptions={searchDistricts}
        value={area}
        onChange={(o) => onChange({ address: o?.id ?? '', address_name: o ? areaName(o) : '' })}
        leftSection={<IconMapPin size={16} />}
        data-testid="filter-area"
      />
    </>
  );
}

/** "Kadıköy, İstanbul" for a district, the city alone for a province. */
function areaName(option: LookupOption): string {
  return option.district_name ? `${option.text}, ${option.district_name}` : option.text;
}
