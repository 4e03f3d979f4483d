// Salon masters (employees): list, create, edit, schedule days, breaks, services, portfolio.
// Stubs until the screens land; each is replaced by its real page.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Stub() {
  const { t } = useTranslation('salonTeam');
  return <Title order={1}>{t('title')}</Title>;
}
export const SalonMastersPage = Stub;
export const SalonMasterEditPage = Stub;
