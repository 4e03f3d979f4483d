import { useTranslation } from '@/shared/i18n';
import type { MasterCard } from '../api/types';
import { MasterTile } from './MasterTile';
import classes from './Salon.module.css';
import { Section } from './Section';

export function TeamSection({ masters, salonSlug }: { masters: MasterCard[]; salonSlug: string }) {
  const { t } = useTranslation('salon');
  return (
    <Section id="team" title={t('tabs.team')}>
      <ul className={classes.teamGrid} data-testid="team-list">
        {masters.map((m) => (
          <MasterTile key={m.id} master={m} salonSlug={salonSlug} />
        ))}
      </ul>
    </Section>
  );
}
