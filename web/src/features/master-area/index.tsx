// Master area: own schedule with breaks, own appointments.
// Stubs until the screens land; each is replaced by its real page.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Stub() {
  const { t } = useTranslation('masterArea');
  return <Title order={1}>{t('title')}</Title>;
}
export const MasterSchedulePage = Stub;
export const MasterAppointmentsPage = Stub;
