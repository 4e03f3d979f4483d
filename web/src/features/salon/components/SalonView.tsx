import { lazy, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { MountWhenOpened } from '@/shared/ui/MountWhenOpened';
import { PageContainer } from '@/shared/ui/PageContainer';
import type { SalonDetails } from '../api/types';
import { BookingContext } from '../lib/booking';
import { useHeaderOffset } from '@/shared/hooks/useHeaderOffset';
import { AboutSection } from './AboutSection';
import { FeaturesSection } from './FeaturesSection';
import { GalleryHero } from './GalleryHero';
import { GallerySection } from './GallerySection';
import { InactiveBanner } from './InactiveBanner';
import { NearbySection } from './NearbySection';
import { ReviewsSection } from './ReviewsSection';
import classes from './Salon.module.css';
import { SalonHeader } from './SalonHeader';
import { ScheduleSection } from './ScheduleSection';
import { SectionTabs, type TabItem } from './SectionTabs';
import { ServicesSection } from './ServicesSection';
import { TeamSection } from './TeamSection';

// The viewer (Modal: focus trap, scroll lock, portal) loads when a photo is first opened.
const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

/** The loaded salon: hero, header, tab bar and the sections that have content. */
export function SalonView({ salon }: { salon: SalonDetails }) {
  const { t } = useTranslation('salon');
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  useHeaderOffset(rootRef);
  const [photo, setPhoto] = useState<number | null>(null);
  const booking = useMemo(() => ({ salonId: salon.id, canBook: salon.is_active }), [salon.id, salon.is_active]);

  const has = {
    gallery: salon.photos.length > 0,
    team: salon.masters.length > 0,
    features: salon.amenities.length > 0,
    nearby: salon.nearby.length > 0,
  };
  const tabs: TabItem[] = (['about', 'services', 'schedule', 'gallery', 'team', 'reviews', 'features', 'nearby'] as const)
    .filter((id) => !(id in has) || has[id as keyof typeof has])
    .map((id) => ({ id, label: t(`tabs.${id}`) }));
  const sharePath = pathFor('salon', locale, { slug: salon.slug });

  return (
    <BookingContext.Provider value={booking}>
      <div ref={rootRef} className={classes.page} data-testid="salon-page" data-active={salon.is_active}>
        <PageContainer pt={{ base: 12, sm: 24 }} pb={48}>
          <GalleryHero photos={salon.photos} name={salon.name} onOpen={setPhoto} />
          {!salon.is_active && <InactiveBanner reason={salon.deactivation_reason} />}
          <SalonHeader salon={salon} sharePath={sharePath} />
          <SectionTabs items={tabs} />
          <AboutSection salon={salon} />
          <ServicesSection salonId={salon.id} />
          <ScheduleSection salon={salon} />
          {has.gallery && <GallerySection photos={salon.photos} name={salon.name} onOpen={setPhoto} />}
          {has.team && <TeamSection masters={salon.masters} salonSlug={salon.slug} />}
          <ReviewsSection salonId={salon.id} fallback={salon.rating} masters={salon.masters} timeZone={salon.time_zone} />
          {has.features && <FeaturesSection amenities={salon.amenities} />}
          {has.nearby && <NearbySection salons={salon.nearby} />}
        </PageContainer>
        <MountWhenOpened opened={photo !== null}>
          <Lightbox photos={salon.photos} index={photo} onIndex={setPhoto} title={salon.name} />
        </MountWhenOpened>
      </div>
    </BookingContext.Provider>
  );
}
