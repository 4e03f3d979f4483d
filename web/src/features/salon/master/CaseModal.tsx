import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import type { PortfolioCase } from '../api/types';
import { usePortfolioCase } from '../api/usePortfolioCase';
import { ResponsiveImage } from '../components/ResponsiveImage';
import classes from '../components/Salon.module.css';

interface Props {
  /** The card that was clicked; null keeps the modal closed. */
  preview: PortfolioCase | null;
  onClose: () => void;
}

/** One portfolio case (GET /api/site/salon/case/{id}): every photo, the service and the date. */
export function CaseModal({ preview, onClose }: Props) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 40em)');
  const { data, isPlaceholderData, isPending, error } = usePortfolioCase(preview?.id ?? null, preview ?? undefined);
  const item = data ?? preview;
  const title = item?.service_name ?? t('master.work');
  return (
    <Modal opened={!!preview} onClose={onClose} title={title} size="lg" centered fullScreen={!!phone} closeButtonProps={{ 'aria-label': t('gallery.close') }} data-testid="case-modal">
      {item && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="case-date">
            {formatDay(item.date, locale, 'long')}
            {item.time && `, ${item.time}`}
            {` · ${item.master_name}`}
          </Text>
          <QueryStatus isPending={isPending || isPlaceholderData} error={error} />
          <div className={classes.casePhotos} data-testid="case-photos">
            {item.photos.map((photo, i) => (
              <ResponsiveImage key={photo.url} image={photo} sizes="(min-width: 40em) 600px, 100vw" fallbackAlt={t('gallery.photo_alt', { name: title, index: i + 1 })} data-testid="case-photo" />
            ))}
          </div>
        </Stack>
      )}
    </Modal>
  );
}
