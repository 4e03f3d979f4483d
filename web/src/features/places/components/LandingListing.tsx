import { Button, Group, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { SalonList } from '@/shared/salons';
import { RouteLink } from '@/shared/ui/RouteLink';
import { embeddedFor } from '@/shared/api/initialData';
import { isSalonList } from '../api/embedded';
import type { SalonsQuery, SeoLanding } from '../api/types';
import { useSalonList } from '../api/useSalonList';
import { compact, PER_PAGE } from '../lib/filters';
import { useResultCount } from '../lib/useResultCount';
import classes from './Places.module.css';
import { ResultsPagination } from './ResultsPagination';
import { SalonResults } from './SalonResults';

/** The landing's salons (its city and subject), paged by `?page=`, with a link to the full filters. */
export function LandingListing({ landing }: { landing: SeoLanding }) {
  const { t } = useTranslation('places');
  const resultCount = useResultCount();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const top = useRef<HTMLElement>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = {
    address: `province-${landing.province_id}`,
    department_id: landing.department_id ?? null,
    category_id: landing.category_id ?? null,
    service_id: landing.service_id ?? null,
  };
  const initial = page === 1 ? (embeddedFor('salons', pathname, isSalonList) as SalonList | undefined) : undefined;
  const list = useSalonList(compact<SalonsQuery>({ ...filter, sort_by: 'rating', page, per_page: PER_PAGE }), initial);
  const goToPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <section ref={top} aria-labelledby="landing-salons" data-testid="landing-listing">
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} size="h3" id="landing-salons">
            {t('landing.salons_title', { subject: landing.subject, city: landing.city })}
          </Title>
          {list.data && (
            <Text c="dimmed" size="sm" data-testid="landing-count">
              {resultCount(list.data)}
            </Text>
          )}
        </div>
        <Button
          component={RouteLink}
          to="places"
          query={{ ...filter, address_name: landing.city, sort_by: 'rating' }}
          variant="subtle"
          radius="xl"
          data-testid="landing-all-filters"
        >
          {t('landing.refine')}
        </Button>
      </Group>
      <div className={classes.wide}>
        <SalonResults salons={list.data?.salons} isPending={list.isPending} error={list.error} activeId={null} />
      </div>
      <ResultsPagination page={page} total={list.data?.total ?? 0} perPage={list.data?.per_page ?? PER_PAGE} onChange={goToPage} />
    </section>
  );
}
