import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { ServicePicker } from './ServicePicker';
import { Step } from './Step';

/** A master's "Book" names no service: choose one of the salon's (what the master provides). */
export function PickService({ salonId, masterId }: { salonId: number; masterId: number | null }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Step n={1} id="pick" title={t('picker.title')}>
      <ServicePicker salonId={salonId} masterId={masterId} onAdded={() => void navigate({ pathname, search: '' }, { replace: true })} />
    </Step>
  );
}
