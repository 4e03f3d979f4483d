import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { SalonCard, SalonCardSkeleton } from '@/shared/salons';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { BEST_SALONS_LIMIT, useBestSalons } from '../api/useBestSalons';
import classes from './Home.module.css';

// As many as the cards that replace them, so the sections below do not move when they arrive (CLS).
const skeletons = Array.from({ length: BEST_SALONS_LIMIT }, (_, i) => <SalonCardSkeleton key={i} />);

export function BestSalons() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useBestSalons();
  return (
    <section className={classes.section} aria-labelledby="home-best" data-testid="best-salons">
      <PageContainer>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} id="home-best" className={classes.sectionTitle}>
              {t('best.title')}
            </Title>
            <Text c="dimmed" mt={6}>
              {t('best.subtitle')}
            </Text>
          </div>
          <Button component={RouteLink} to="places" query={{ sort_by: 'rating' }} variant="subtle" radius="xl">
            {t('best.see_all')}
          </Button>
        </Group>
        {isError && <Text mt="lg" c="dimmed">{t('best.error')}</Text>}
        {!isError && data?.length === 0 && <Text mt="lg" c="dimmed">{t('best.empty')}</Text>}
        <div className={classes.salonGrid}>
          {isPending && skeletons}
          {data?.map((salon) => <SalonCard key={salon.id} salon={salon} />)}
        </div>
      </PageContainer>
    </section>
  );
}
