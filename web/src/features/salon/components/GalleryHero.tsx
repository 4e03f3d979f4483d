import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ImageRef } from '../api/types';
import { ResponsiveImage } from './ResponsiveImage';
import classes from './Salon.module.css';

interface Props {
  photos: ImageRef[];
  name: string;
  onOpen: (index: number) => void;
}

/** Cover mosaic: one large photo (two small ones beside it from tablet up); any photo opens the lightbox. */
export function GalleryHero({ photos, name, onOpen }: Props) {
  const { t } = useTranslation('salon');
  if (photos.length === 0) {
    return (
      <div className={classes.heroEmpty} data-testid="salon-hero-empty">
        <IconPhoto size={40} stroke={1.3} aria-hidden />
      </div>
    );
  }
  const shown = photos.slice(0, 3);
  return (
    <div className={classes.hero} data-count={shown.length} data-testid="salon-hero">
      {shown.map((photo, i) => (
        <button
          key={photo.url}
          type="button"
          className={classes.heroItem}
          onClick={() => onOpen(i)}
          aria-label={t('gallery.open', { index: i + 1, total: photos.length })}
          data-testid="salon-hero-photo"
        >
          <ResponsiveImage
            image={photo}
            // The first photo's sizes are also the served head's preload (server page_data::SALON_HERO_SIZES).
            sizes={i === 0 ? '(min-width: 40em) 66vw, 100vw' : '(min-width: 40em) 33vw, 1px'}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            fallbackAlt={t('gallery.photo_alt', { name, index: i + 1 })}
          />
        </button>
      ))}
      {photos.length > 1 && (
        <Button
          className={classes.heroAll}
          size="xs"
          radius="xl"
          variant="white"
          color="dark"
          leftSection={<IconPhoto size={14} />}
          onClick={() => onOpen(0)}
          data-testid="salon-hero-all"
        >
          {t('gallery.show_all', { count: photos.length })}
        </Button>
      )}
    </div>
  );
}
