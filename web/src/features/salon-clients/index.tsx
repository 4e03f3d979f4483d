// Salon clients (CRM): table, create, edit with records, info, delete.
// Stubs until the screens land; each is replaced by its real page.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Stub() {
  const { t } = useTranslation('salonClients');
  return <Title order={1}>{t('title')}</Title>;
}
export const SalonClientsPage = Stub;
export const SalonClientEditPage = Stub;
export const SalonClientInfoPage = Stub;
