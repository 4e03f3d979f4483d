import { Button } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { bookingWindow } from '@/shared/lib/salonDates';
import { pathFor } from '@/shared/routes';
import { DateField, TimeField } from '@/shared/ui/dates';
import { Lookup, type LookupOption } from '@/shared/ui/Lookup';
import { searchDistricts } from '../../api/searchDistricts';
import { searchServices } from '../../api/searchServices';
import { readHistory, rememberSearch } from '../../lib/searchHistory';
import { serviceSearchQuery } from '../../lib/searchQuery';
import classes from '../Home.module.css';

/** Times offered in the time field's dropdown: every half hour of a salon's usual day. */
const SEARCH_TIMES = Array.from({ length: 29 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** Services tab: service, district or ZIP, date, time → the places list. */
export function ServiceSearchForm() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  const [service, setService] = useState<LookupOption | null>(null);
  const [serviceText, setServiceText] = useState('');
  const [district, setDistrict] = useState<LookupOption | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  // Recent services, offered while the service field is empty.
  const history = useMemo(() => readHistory().map((h) => ({ ...h, type: 'service' })), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (service) rememberSearch({ id: service.id, text: service.text });
    const query = serviceSearchQuery({ serviceId: service?.id ?? null, serviceText, address: district?.id ?? null, date, time });
    navigate(pathFor('places', locale, {}, query));
  };

  return (
    <form className={classes.searchFields} data-tab="services" onSubmit={submit} role="search" data-testid="search-services-form">
      <Lookup
        className={classes.wide}
        size="md"
        label={t('search.service_label')}
        placeholder={t('search.service_placeholder')}
        leftSection={<IconSearch size={18} />}
        fetchOptions={searchServices}
        value={service}
        onChange={setService}
        onSearchChange={setServiceText}
        idleOptions={history}
        idleLabel={t('search.history')}
        name="service"
        data-testid="search-service"
      />
      <Lookup
        className={classes.wide}
        size="md"
        label={t('search.district_label')}
        placeholder={t('search.district_placeholder')}
        leftSection={<IconMapPin size={18} />}
        fetchOptions={searchDistricts}
        value={district}
        onChange={setDistrict}
        name="district"
        data-testid="search-district"
      />
      <DateField
        size="md"
        label={t('search.date_label')}
        dayRange={bookingWindow}
        value={date}
        onChange={setDate}
        clearable
        name="date"
        data-testid="search-date"
      />
      <TimeField size="md" label={t('search.time_label')} value={time} onChange={setTime} presets={SEARCH_TIMES} clearable name="time" data-testid="search-time" />
      <Button className={classes.wide} type="submit" size="md" radius="xl" leftSection={<IconSearch size={18} />} data-testid="search-submit">
        {t('search.submit')}
      </Button>
    </form>
  );
}
