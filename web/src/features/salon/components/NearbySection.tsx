import { useTranslation } from '@/shared/i18n';
import { SalonCard } from '@/shared/salons';
import type { SalonCardData } from '../api/types';
import classes from './Salon.module.css';
import { Section } from './Section';

export function NearbySection({ salons }: { salons: SalonCardData[] }) {
  const { t } = useTranslation('salon');
  return (
    <Section id="nearby" title={t('nearby.title')}>
      <div className={classes.nearbyGrid} data-testid="nearby-salons">
        {salons.map((s) => (
          <SalonCard key={s.id} salon={s} />
        ))}
      </div>
    </Section>
  );
}
