import { Outlet } from 'react-router';
import { AgreementsGate, LoginHost } from '@/features/auth';
import { useDocumentMeta } from '@/shared/hooks/useDocumentMeta';
import { usePageView } from '@/shared/hooks/usePageView';
import { useScrollToTop } from '@/shared/hooks/useScrollToTop';
import { RealtimeHost } from '@/shared/realtime';
import { NavigationProgress } from '@/shared/ui/NavigationProgress';

/** Wraps every route: progress bar, scroll reset, page views, document title, login and agreement popups, the realtime channel. */
export function RootLayout() {
  usePageView();
  useScrollToTop();
  useDocumentMeta();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <LoginHost />
      <AgreementsGate />
      <RealtimeHost />
    </>
  );
}
