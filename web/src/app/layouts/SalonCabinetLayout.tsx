import { Suspense } from 'react';
import { SalonCabinetFrame } from '@/features/cabinet-nav';
import { CabinetLayout } from './CabinetLayout';
import { PageFallback } from './PageFallback';

/** /admin-salon: the cabinet layout with the salon cabinet's navigation around every screen. */
export function SalonCabinetLayout() {
  return (
    <CabinetLayout
      frame={(screen) => (
        // The frame's labels live in 'cabinet', loaded on first use; the header stays meanwhile.
        <Suspense fallback={<PageFallback />}>
          <SalonCabinetFrame>{screen}</SalonCabinetFrame>
        </Suspense>
      )}
    />
  );
}
