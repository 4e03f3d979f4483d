import { Button, Tabs, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';
import classes from './Home.module.css';

type Tab = 'services' | 'salons';

/** Search UI (Services / Salons). Submitting opens the places list with the text as `q`. */
export function SearchBar() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('services');
  const [fields, setFields] = useState({ service: '', district: '', date: '', time: '', salon: '' });
  const bind = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setFields((f) => ({ ...f, [key]: value }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query =
      tab === 'services'
        ? { q: fields.service.trim(), district: fields.district.trim(), date: fields.date, time: fields.time }
        : { q: fields.salon.trim(), type: 'salons' };
    navigate(pathFor('places', locale, {}, query));
  };

  return (
    <form className={classes.searchCard} onSubmit={submit} role="search" data-testid="search-bar">
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'services')} variant="pills" radius="xl" mb="md">
        <Tabs.List>
          <Tabs.Tab value="services">{t('search.tabs.services')}</Tabs.Tab>
          <Tabs.Tab value="salons">{t('search.tabs.salons')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <div className={classes.searchFields} data-tab={tab}>
        {tab === 'services' ? (
          <>
            <TextInput className={classes.wide} size="md" label={t('search.service_label')} placeholder={t('search.service_placeholder')} leftSection={<IconSearch size={18} />} {...bind('service')} name="service" />
            <TextInput className={classes.wide} size="md" label={t('search.district_label')} placeholder={t('search.district_placeholder')} leftSection={<IconMapPin size={18} />} {...bind('district')} name="district" />
            <TextInput size="md" type="date" label={t('search.date_label')} {...bind('date')} name="date" />
            <TextInput size="md" type="time" label={t('search.time_label')} {...bind('time')} name="time" />
          </>
        ) : (
          <TextInput className={classes.wide} size="md" label={t('search.salon_label')} placeholder={t('search.salon_placeholder')} leftSection={<IconSearch size={18} />} {...bind('salon')} name="salon" />
        )}
        <Button className={classes.wide} type="submit" size="md" radius="xl" leftSection={<IconSearch size={18} />} data-testid="search-submit">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
