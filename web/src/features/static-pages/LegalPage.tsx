import { useTranslation } from '@/shared/i18n';
import { Sections } from './components/Sections';
import { StaticPage } from './components/StaticPage';

/** Terms of use and privacy policy share one layout. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('pages');
  const sections = t(`${doc}.sections`, { returnObjects: true });
  return (
    <StaticPage title={t(`${doc}.title`)} note={t(`${doc}.updated`)} testId={`${doc}-page`}>
      <Sections sections={sections} />
    </StaticPage>
  );
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}

/** Account deletion policy (the /delete-account route). */
export function DeletionPolicyPage() {
  const { t } = useTranslation('pages');
  const sections = t('deletion.sections', { returnObjects: true });
  return (
    <StaticPage title={t('deletion.title')} testId="deletion-page">
      <Sections sections={sections} />
    </StaticPage>
  );
}
