import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { PortfolioCase } from '../api/types';
import { ResponsiveImage } from '../components/ResponsiveImage';
import classes from '../components/Salon.module.css';

interface Props {
  cases: PortfolioCase[];
  onOpen: (item: PortfolioCase) => void;
}

/** Portfolio: each case's first photo; a click opens the whole case. */
export function CasesGrid({ cases, onOpen }: Props) {
  const { t } = useTranslation('salon');
  return (
    <div className={classes.photoGrid} data-testid="cases-grid">
      {cases.map((item) => {
        const cover = item.photos[0];
        const label = item.service_name ?? t('master.work');
        return (
          <button
            key={item.id}
            type="button"
            className={classes.photoButton}
            onClick={() => onOpen(item)}
            aria-label={t('master.open_case', { name: label })}
            data-testid="case-card"
          >
            {cover ? (
              <ResponsiveImage image={cover} sizes="(min-width: 74.6875em) 280px, (min-width: 40em) 33vw, 50vw" fallbackAlt={label} />
            ) : (
              <IconPhoto size={32} stroke={1.3} aria-hidden />
            )}
            {/* Drawn by CSS, so the button's visible text stays within its label (WCAG 2.5.3, axe label-content-name-mismatch). */}
            {item.photos.length > 1 && <span className={classes.photoCount} data-count={item.photos.length} aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
