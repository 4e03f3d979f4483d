import { Suspense } from 'react';
import { AdminCabinetFrame } from '@/features/cabinet-nav';
import { CabinetLayout } from './CabinetLayout';
import { PageFallback } from './PageFallback';

/** /admin: the cabinet layout with the platform admin's navigation around every screen. */
export function AdminCabinetLayout() {
  return (
    <CabinetLayout
      frame={(screen) => (
        // The frame's labels live in 'cabinet', loaded on first use; the header stays meanwhile.
        <Suspense fallback={<PageFallback />}>
          <AdminCabinetFrame>{screen}</AdminCabinetFrame>
        </Suspense>
      )}
    />
  );
}
