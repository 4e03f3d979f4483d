// Salon services catalogue binding, salon profile and settings.
// Stubs until the screens land; each is replaced by its real page.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Stub() {
  const { t } = useTranslation('salonProfile');
  return <Title order={1}>{t('title')}</Title>;
}
export const SalonServicesPage = Stub;
export const SalonInfoPage = Stub;
export const SalonSettingsPage = Stub;
