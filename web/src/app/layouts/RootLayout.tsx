import { Outlet } from 'react-router';
import { AgreementsGate, LoginHost } from '@/features/auth';
import { useDocumentMeta } from '@/shared/hooks/useDocumentMeta';
import { usePageView } from '@/shared/hooks/usePageView';
import { useScrollToTop } from '@/shared/hooks/useScrollToTop';
import { NavigationProgress } from '@/shared/ui/NavigationProgress';

/** Wraps every route: progress bar, scroll reset, page views, document title, login and agreement popups. */
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
    </>
  );
}
