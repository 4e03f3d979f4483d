import { Stack, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSalonInfo } from './api/useSalonInfo';
import { GalleryEditor } from './components/info/GalleryEditor';
import { ProfileForm } from './components/info/ProfileForm';
import { Section } from './components/settings/Section';

/** /admin-salon/salon: the salon's profile (spec §2 salon) and its gallery. */
export function SalonInfoPage() {
  const { t } = useTranslation(['salonProfile', 'meta']);
  const info = useSalonInfo();
  return (
    <Stack gap="md" data-testid="salon-info-page">
      <Title order={1} size="h2">
        {t('meta:admin-salon-salon.title')}
      </Title>
      <QueryStatus isPending={info.isPending} error={info.error} />
      {info.data && (
        <>
          {/* Mounted once: a gallery change refreshes the cached info but must not reset the form. */}
          <ProfileForm info={info.data} />
          <Section title={t('gallery.title')} hint={t('gallery.hint')} testId="section-gallery">
            <GalleryEditor photos={info.data.gallery} max={info.data.gallery_max} />
          </Section>
        </>
      )}
    </Stack>
  );
}
