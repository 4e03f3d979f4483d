import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { SalonCard, SalonCardSkeleton, type SalonCardData } from '@/shared/salons';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import classes from './Places.module.css';

interface Props {
  salons: SalonCardData[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Card whose marker is highlighted. */
  activeId: number | null;
  onActivate?: (id: number | null) => void;
  /** Empty state: the filters can be reset (else the text alone). */
  onReset?: () => void;
  skeletons?: number;
  /** The cards' heading level: 2 on the places page (right under its h1), 3 under a section's h2. */
  headingOrder?: 2 | 3;
  /** The cards' distances are from this place's centre, not from the visitor. */
  distanceFrom?: string;
}

/** Salon cards, loading skeletons, the empty state or the error. */
export function SalonResults({ salons, isPending, error, activeId, onActivate, onReset, skeletons = 6, headingOrder = 3, distanceFrom }: Props) {
  const { t } = useTranslation('places');
  if (error && !salons) {
    return (
      <div data-testid="places-error">
        <QueryStatus isPending={false} error={error} />
      </div>
    );
  }
  if (isPending && !salons) {
    return (
      <div className={classes.grid} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <SalonCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!salons || salons.length === 0) {
    return (
      <Stack align="center" ta="center" py={48} gap="sm" className={classes.empty} data-testid="places-empty">
        <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          {t('results.empty_title')}
        </Title>
        <Text c="dimmed" maw={380}>
          {t('results.empty_text')}
        </Text>
        {onReset && (
          <Button variant="light" radius="xl" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <div className={classes.grid} data-testid="places-results">
      {salons.map((salon, i) => (
        <SalonCard
          key={salon.id}
          priority={i === 0}
          salon={salon}
          headingOrder={headingOrder}
          active={salon.id === activeId}
          onActivate={onActivate}
          distanceFrom={distanceFrom}
        />
      ))}
    </div>
  );
}
