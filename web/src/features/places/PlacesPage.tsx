import { Skeleton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazyPart';
import type { SalonCardData } from '@/shared/salons';
import { MountWhenOpened } from '@/shared/ui/MountWhenOpened';
import { PageContainer } from '@/shared/ui/PageContainer';
import { MapPanel } from './components/MapPanel';
import classes from './components/Places.module.css';
import { PlacesHeading } from './components/PlacesHeading';
import { PlacesNotices } from './components/PlacesNotices';
import { RelaxedResults } from './components/RelaxedResults';
import { ResultsPagination } from './components/ResultsPagination';
import { SalonResults } from './components/SalonResults';
import { Toolbar } from './components/Toolbar';
import { activeFilterCount, PER_PAGE, withSearchedNames } from './lib/filters';
import { usePlacesFilters } from './lib/usePlacesFilters';
import { usePlacesListing } from './lib/usePlacesListing';
import { useSlugDepartment } from './lib/useSlugDepartment';

// The filters' inputs stay out of the route's chunk: phones open them in a drawer, desktops get the
// panel beside the list once the list is there.
const FilterPanel = lazyPart(() => import('./components/FilterPanel'));
const FiltersDrawer = lazy(() => import('./components/FiltersDrawer'));

/** Desktop (spec §9): filters beside the list, or list and map side by side. */
const DESKTOP = '(min-width: 74.6875em)';
const NO_SALONS: SalonCardData[] = [];

/** /places/:slug?: salons by department, service, area, price, rating, amenities and date; list or map. */
export function PlacesPage() {
  const { t } = useTranslation('places');
  const { filters: fromUrl, slug, update, reset } = usePlacesFilters();
  const slugDepartment = useSlugDepartment(slug);
  const asked = fromUrl.department_id || !slugDepartment.id ? fromUrl : { ...fromUrl, department_id: slugDepartment.id };
  const { list, locating, geoDenied } = usePlacesListing(asked, fromUrl, slugDepartment.pending);
  // A link from the home search carries ids only: the list names them (chips, the filter lookups).
  const searched = list.data?.searched;
  const filters = withSearchedNames(asked, searched);
  // False on the server and while hydrating (no screen is known there), then the screen's. What a
  // page shows differently on a phone and a desktop is switched by CSS (Places.module.css), so the
  // served page already has the right layout; this only decides whether the side filters' code loads.
  const desktop = useMediaQuery(DESKTOP);
  const [drawerOpen, drawer] = useDisclosure(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const results = useRef<HTMLDivElement>(null);

  const mapView = filters.view === 'map';
  const salons = list.data?.salons;
  const total = list.data?.total ?? null;
  // Nothing matched exactly: the looser searches the server ran instead (issue #16 item 1).
  const relaxed = list.data?.total === 0 && list.data.searched ? list.data.relaxed : [];
  const mapSalons = relaxed.length ? relaxed.flatMap((r) => r.salons) : (salons ?? NO_SALONS);
  const canReset = activeFilterCount(filters) > 0;

  const goToPage = (page: number) => {
    update({ page });
    results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const selectMarker = (id: number) => {
    setActiveId(id);
    document.querySelector(`[data-salon-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const pagination = (
    <ResultsPagination page={filters.page} total={total ?? 0} perPage={list.data?.per_page ?? PER_PAGE} onChange={goToPage} />
  );
  const panelProps = { filters, onChange: update, onReset: reset, canReset };

  return (
    <PageContainer py={{ base: 20, sm: 32 }} data-testid="places-page">
      <PlacesHeading filters={filters} searched={searched} onChange={update} />
      <Toolbar filters={filters} onChange={update} counted={list.data ?? null} onOpenFilters={drawer.open} filtersAside={!mapView} />
      <PlacesNotices locating={locating} geoDenied={geoDenied} />
      <div className={classes.layout} data-view={filters.view}>
        {!mapView && (
          <aside className={classes.aside} aria-label={t('filters.title')}>
            {desktop ? (
              <Suspense fallback={<Skeleton h={480} radius="md" />}>
                <FilterPanel {...panelProps} />
              </Suspense>
            ) : (
              <Skeleton h={480} radius="md" />
            )}
          </aside>
        )}
        <div ref={results} className={classes.results} data-stale={list.isPlaceholderData || undefined}>
          {relaxed.length > 0 && list.data ? (
            <RelaxedResults
              relaxed={relaxed}
              searched={list.data.searched}
              activeId={activeId}
              onActivate={mapView ? setActiveId : undefined}
            />
          ) : (
            <SalonResults
              headingOrder={2}
              salons={salons}
              isPending={list.isPending}
              error={list.error}
              activeId={activeId}
              onActivate={mapView ? setActiveId : undefined}
              onReset={canReset ? reset : undefined}
            />
          )}
          {pagination}
        </div>
        {mapView && <MapPanel salons={mapSalons} activeId={activeId} onSelect={selectMarker} />}
      </div>
      {mapView && <div className={classes.belowDesktop}>{pagination}</div>}
      <MountWhenOpened opened={drawerOpen}>
        <FiltersDrawer {...panelProps} opened={drawerOpen} onClose={drawer.close} total={list.data?.total_capped ? null : total} />
      </MountWhenOpened>
    </PageContainer>
  );
}

export default PlacesPage;
