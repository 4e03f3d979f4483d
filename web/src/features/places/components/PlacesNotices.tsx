import { Alert, CloseButton, Group, Loader, Text } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './Places.module.css';

interface Props {
  locating: boolean;
  geoDenied: boolean;
  /** Free text from the home search (a salon name or a service), with a way to drop it. */
  searchText: string;
  onClearSearch: () => void;
}

/** The searched text, and why the list is not (yet) sorted as asked. */
export function PlacesNotices({ locating, geoDenied, searchText, onClearSearch }: Props) {
  const { t } = useTranslation('places');
  return (
    <>
      {searchText && (
        <div className={classes.searchChip} data-testid="places-search-text">
          <IconSearch size={14} aria-hidden />
          <span>{t('notices.search_text', { query: searchText })}</span>
          <CloseButton size="sm" radius="xl" aria-label={t('notices.clear_search')} onClick={onClearSearch} />
        </div>
      )}
      {locating && (
        <Group gap="xs" mt="md" c="dimmed" data-testid="places-locating">
          <Loader size="xs" type="dots" />
          <Text size="sm">{t('notices.locating')}</Text>
        </Group>
      )}
      {geoDenied && (
        <Alert mt="md" color="yellow" icon={<IconInfoCircle size={18} />} data-testid="places-geo-denied">
          {t('notices.geo_denied')}
        </Alert>
      )}
    </>
  );
}
