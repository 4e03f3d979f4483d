import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { CabinetFrame } from '@/shared/ui/CabinetFrame/CabinetFrame';

/** The master cabinet's sections (children of /master in routes.json) and their label keys. */
export const masterCabinetLinks = [
  ['master-personal', 'personal'],
  ['master-schedule', 'schedule'],
  ['master-appointments', 'appointments'],
  ['master-notifications', 'notifications'],
] as const;

/** /master: the master cabinet's navigation around every screen. */
export function MasterCabinetFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cabinet');
  const links = masterCabinetLinks.map(([route, key]) => ({ route, label: t(`nav.master.${key}`) }));
  return (
    <CabinetFrame links={links} label={t('nav.master_menu')} data-testid="master-cabinet">
      {children}
    </CabinetFrame>
  );
}
