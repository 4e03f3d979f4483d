// Salon desk: overview, schedule calendar, appointments table and actions.
// Stubs until the screens land; each is replaced by its real page.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Stub() {
  const { t } = useTranslation('salonDesk');
  return <Title order={1}>{t('title')}</Title>;
}
export const SalonOverviewPage = Stub;
export const SalonSchedulePage = Stub;
export const SalonAppointmentsPage = Stub;
