import { useTranslation } from '@/shared/i18n';
import type { ImageRef } from '../api/types';
import { ResponsiveImage } from './ResponsiveImage';
import classes from './Salon.module.css';
import { Section } from './Section';

interface Props {
  photos: ImageRef[];
  name: string;
  onOpen: (index: number) => void;
}

/** Every salon photo as a thumbnail grid; a click opens the lightbox. */
export function GallerySection({ photos, name, onOpen }: Props) {
  const { t } = useTranslation('salon');
  return (
    <Section id="gallery" title={t('tabs.gallery')}>
      <div className={classes.photoGrid} data-testid="gallery-grid">
        {photos.map((photo, i) => (
          <button
            key={photo.url}
            type="button"
            className={classes.photoButton}
            onClick={() => onOpen(i)}
            aria-label={t('gallery.open', { index: i + 1, total: photos.length })}
            data-testid="gallery-photo"
          >
            <ResponsiveImage image={photo} sizes="(min-width: 74.6875em) 280px, (min-width: 40em) 33vw, 50vw" fallbackAlt={t('gallery.photo_alt', { name, index: i + 1 })} />
          </button>
        ))}
      </div>
    </Section>
  );
}
