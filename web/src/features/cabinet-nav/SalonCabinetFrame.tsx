import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { CabinetFrame } from '@/shared/ui/CabinetFrame/CabinetFrame';

/** The salon cabinet's sections (children of /admin-salon in routes.json) and their label keys. */
export const salonCabinetLinks = [
  ['admin-salon-overview', 'overview'],
  ['admin-salon-schedule', 'schedule'],
  ['admin-salon-appointments', 'appointments'],
  ['admin-salon-clients', 'clients'],
  ['admin-salon-replies', 'replies'],
  ['admin-salon-masters', 'masters'],
  ['admin-salon-services', 'services'],
  ['admin-salon-salon', 'salon'],
  ['admin-salon-finances', 'finances'],
  ['admin-salon-salaries', 'salaries'],
  ['admin-salon-loyalty', 'loyalty'],
  ['admin-salon-analytics', 'analytics'],
  ['admin-salon-reports', 'reports'],
  ['admin-salon-payment', 'payment'],
  ['admin-salon-settings', 'settings'],
  ['admin-salon-notifications', 'notifications'],
] as const;

/** /admin-salon: the salon cabinet's navigation around every screen. */
export function SalonCabinetFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cabinet');
  const links = salonCabinetLinks.map(([route, key]) => ({ route, label: t(`nav.salon.${key}`) }));
  return (
    <CabinetFrame links={links} label={t('nav.salon_menu')} data-testid="salon-cabinet">
      {children}
    </CabinetFrame>
  );
}
