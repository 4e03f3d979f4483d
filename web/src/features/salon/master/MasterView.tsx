import { Text } from '@mantine/core';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { MountWhenOpened } from '@/shared/ui/MountWhenOpened';
import { PageContainer } from '@/shared/ui/PageContainer';
import type { EmployeeInfo, PortfolioCase } from '../api/types';
import { InactiveBanner } from '../components/InactiveBanner';
import classes from '../components/Salon.module.css';
import { Section } from '../components/Section';
import { ServiceList } from '../components/ServiceRow';
import { BookingContext } from '../lib/booking';
import { CasesGrid } from './CasesGrid';
import { MasterHeader } from './MasterHeader';
import { MasterReviews } from './MasterReviews';

// The case viewer (Modal: focus trap, scroll lock, portal) loads when a work is first opened.
const CaseModal = lazy(() => import('./CaseModal').then((m) => ({ default: m.CaseModal })));

/** The loaded master: header, about, services (booked with this master) and works. */
export function MasterView({ master }: { master: EmployeeInfo }) {
  const { t } = useTranslation('salon');
  const [openCase, setOpenCase] = useState<PortfolioCase | null>(null);
  const booking = useMemo(
    () => ({ salonId: master.salon.id, canBook: master.salon.is_active, masterId: master.id }),
    [master.salon.id, master.salon.is_active, master.id],
  );
  return (
    <BookingContext.Provider value={booking}>
      <PageContainer pt={{ base: 12, sm: 24 }} pb={48} data-testid="master-page">
        {!master.salon.is_active && <InactiveBanner reason={null} />}
        <MasterHeader master={master} />
        {master.description && (
          <Section id="about" title={t('master.about')}>
            <Text className={classes.prose} data-testid="master-description">
              {master.description}
            </Text>
          </Section>
        )}
        <Section id="services" title={t('tabs.services')}>
          {master.services.length > 0 ? <ServiceList items={master.services} /> : <Text c="dimmed">{t('master.no_services')}</Text>}
        </Section>
        <Section id="works" title={t('master.works')}>
          {master.cases.length > 0 ? <CasesGrid cases={master.cases} onOpen={setOpenCase} /> : <Text c="dimmed">{t('master.no_works')}</Text>}
        </Section>
        <MasterReviews masterId={master.id} fallback={master.rating} />
      </PageContainer>
      <MountWhenOpened opened={openCase !== null}>
        <CaseModal preview={openCase} onClose={() => setOpenCase(null)} />
      </MountWhenOpened>
    </BookingContext.Provider>
  );
}
