import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ImageRef } from '../api/types';
import { ResponsiveImage } from './ResponsiveImage';
import classes from './Salon.module.css';

interface Props {
  photos: ImageRef[];
  /** Shown photo; null keeps the lightbox closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  title: string;
}

/** Full-size photo viewer with previous/next buttons and arrow keys. */
export function Lightbox({ photos, index, onIndex, title }: Props) {
  const { t } = useTranslation('salon');
  const phone = useMediaQuery('(max-width: 40em)');
  const total = photos.length;
  const photo = index === null ? undefined : photos[index];
  const step = (delta: number) => index !== null && onIndex((index + delta + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') step(-1);
    if (e.key === 'ArrowRight') step(1);
  };
  return (
    <Modal
      opened={!!photo}
      onClose={() => onIndex(null)}
      title={title}
      size="xl"
      centered
      fullScreen={!!phone}
      classNames={{ body: classes.lightboxBody }}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      onKeyDown={onKeyDown}
      data-testid="lightbox"
    >
      {photo && (
        <div>
          <ResponsiveImage image={photo} sizes="(min-width: 62em) 800px, 100vw" className={classes.lightboxImage} loading="eager" fallbackAlt={t('gallery.photo_alt', { name: title, index: (index ?? 0) + 1 })} />
          {total > 1 && (
            <Group justify="space-between" mt="sm">
              <ActionIcon variant="light" size="lg" radius="xl" onClick={() => step(-1)} aria-label={t('gallery.previous')} data-testid="lightbox-prev">
                <IconChevronLeft size={20} />
              </ActionIcon>
              <Text size="sm" c="dimmed" data-testid="lightbox-counter">
                {t('gallery.counter', { index: (index ?? 0) + 1, total })}
              </Text>
              <ActionIcon variant="light" size="lg" radius="xl" onClick={() => step(1)} aria-label={t('gallery.next')} data-testid="lightbox-next">
                <IconChevronRight size={20} />
              </ActionIcon>
            </Group>
          )}
        </div>
      )}
    </Modal>
  );
}
