import { Suspense } from 'react';
import { MasterCabinetFrame } from '@/features/cabinet-nav';
import { CabinetLayout } from './CabinetLayout';
import { PageFallback } from './PageFallback';

/** /master: the cabinet layout with the master cabinet's navigation around every screen. */
export function MasterCabinetLayout() {
  return (
    <CabinetLayout
      frame={(screen) => (
        // The frame's labels live in 'cabinet', loaded on first use; the header stays meanwhile.
        <Suspense fallback={<PageFallback />}>
          <MasterCabinetFrame>{screen}</MasterCabinetFrame>
        </Suspense>
      )}
    />
  );
}
