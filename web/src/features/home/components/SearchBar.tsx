import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import classes from './Home.module.css';
import { SalonSearchForm } from './search/SalonSearchForm';
import { ServiceSearchForm } from './search/ServiceSearchForm';

type Tab = 'services' | 'salons';

/** Home search card with the Services and Salons tabs (spec §2 Home). */
export function SearchBar() {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<Tab>('services');
  return (
    <div className={classes.searchCard} data-testid="search-bar">
      {/* Only the active tab's form is mounted: one submit button, fresh fields per tab. */}
      <Tabs value={tab} onChange={(v) => setTab(v === 'salons' ? 'salons' : 'services')} variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List mb="md" aria-label={t('search.tabs.label')}>
          <Tabs.Tab value="services" data-testid="search-tab-services">
            {t('search.tabs.services')}
          </Tabs.Tab>
          <Tabs.Tab value="salons" data-testid="search-tab-salons">
            {t('search.tabs.salons')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services">
          <ServiceSearchForm />
        </Tabs.Panel>
        <Tabs.Panel value="salons">
          <SalonSearchForm />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
