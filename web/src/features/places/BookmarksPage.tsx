import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { SalonCard } from '@/shared/salons';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useBookmarks } from './api/useBookmarks';
import classes from './components/Places.module.css';

/** /dashboard/bookmarks: the client's bookmarked salons; unmarking one removes its card. */
export function BookmarksPage() {
  const { t } = useTranslation(['places', 'meta']);
  const { data: salons, isPending, error } = useBookmarks();
  return (
    <Stack gap="lg" data-testid="bookmarks-page">
      <Title order={1} size="h2">
        {t('meta:dashboard-bookmarks.title')}
      </Title>
      <QueryStatus isPending={isPending} error={error} />
      {salons?.length === 0 && (
        <Stack align="center" ta="center" py={48} gap="sm" className={classes.empty} data-testid="bookmarks-empty">
          <IconHeart size={40} stroke={1.5} aria-hidden />
          <Text fw={600}>{t('places:bookmarks.empty_title')}</Text>
          <Text c="dimmed" maw={380}>
            {t('places:bookmarks.empty_text')}
          </Text>
          <Button component={RouteLink} to="places" query={{ sort_by: 'rating' }} radius="xl" data-testid="bookmarks-browse">
            {t('places:bookmarks.browse')}
          </Button>
        </Stack>
      )}
      {salons && salons.length > 0 && (
        <div className={classes.wide}>
          <div className={classes.grid} data-testid="bookmarks-list">
            {salons.map((salon) => (
              <SalonCard key={salon.id} salon={{ ...salon, is_favorite: true }} headingOrder={2} />
            ))}
          </div>
        </div>
      )}
    </Stack>
  );
}

export default BookmarksPage;
