import { Avatar, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { MasterCard } from '../api/types';
import { BookButton } from './BookButton';
import classes from './Salon.module.css';

/** A team member: photo (or initials), name and position linking to the master page, and "Book". */
export function MasterTile({ master, salonSlug }: { master: MasterCard; salonSlug: string }) {
  const { t } = useTranslation('salon');
  return (
    <li className={classes.masterTile} data-testid="master-card">
      <RouteLink to="master" params={{ slug: salonSlug, masterId: master.id }} className={classes.masterLink} data-testid="master-link">
        {/* Below the fold: lazy, so the team's photos don't compete with the cover photo (the page's largest paint). */}
        <Avatar src={master.photo_url} name={master.full_name} color="initials" size={72} radius="xl" alt={master.full_name} imageProps={{ loading: 'lazy' }} />
        <Text fw={600} ta="center" lineClamp={2}>
          {master.full_name}
        </Text>
        {master.position && (
          <Text size="sm" c="dimmed" ta="center" lineClamp={1}>
            {master.position}
          </Text>
        )}
      </RouteLink>
      <BookButton masterId={master.id} variant="light" size="xs" label={t('team.book_with', { name: master.full_name })} />
    </li>
  );
}
