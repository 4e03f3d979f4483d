import { Alert, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import type { RelaxedList, Searched } from '../api/types';
import { placeIn } from '../lib/placeIn';
import classes from './Places.module.css';
import { SalonResults } from './SalonResults';

interface Props {
  relaxed: RelaxedList[];
  searched: Searched;
  activeId: number | null;
  onActivate?: (id: number | null) => void;
}

/**
 * The exact search found nothing (issue #16 item 1): a notice saying so, then each looser search the
 * server ran under its own label: the nearest salons offering the service (with their distance from
 * the place), then the place's salons for related services of the same category.
 */
export function RelaxedResults({ relaxed, searched, activeId, onActivate }: Props) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  const placeName = searched.place?.name ?? '';
  const place = placeIn(locale, placeName);
  const subject = (searched.service ?? searched.category ?? searched.department)?.name ?? '';
  const [first] = relaxed;
  if (!first) return null;
  const notice =
    first.kind === 'nearby'
      ? t('relaxed.notice_nearby', { count: first.salons.length, place })
      : t('relaxed.notice_related', { count: first.salons.length, place });
  return (
    <div className={classes.relaxed} data-testid="places-relaxed">
      <Alert color="plum" variant="light" radius="md" icon={<IconMapSearch size={20} />} data-testid="relaxed-notice">
        <Text fw={600}>{notice}</Text>
      </Alert>
      {relaxed.map((list) => (
        <section key={list.kind} aria-labelledby={`relaxed-${list.kind}`} data-testid={`relaxed-${list.kind}`}>
          <div className={classes.relaxedHead}>
            <Title order={2} size="h3" id={`relaxed-${list.kind}`}>
              {list.kind === 'nearby'
                ? subject
                  ? t('relaxed.nearby_title', { subject })
                  : t('relaxed.nearby_title_plain')
                : t('relaxed.related_title', { place, subject: list.subject ?? subject })}
            </Title>
            <Text size="sm" c="dimmed">
              {list.kind === 'nearby'
                ? t('relaxed.nearby_hint', { count: list.salons.length, place: placeName })
                : t('relaxed.related_hint', { count: list.salons.length })}
            </Text>
          </div>
          <SalonResults
            headingOrder={3}
            salons={list.salons}
            isPending={false}
            error={null}
            activeId={activeId}
            onActivate={onActivate}
            distanceFrom={placeName}
          />
        </section>
      ))}
    </div>
  );
}
