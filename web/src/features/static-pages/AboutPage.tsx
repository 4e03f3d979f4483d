import { useTranslation } from '@/shared/i18n';
import { Sections } from './components/Sections';
import { StaticPage } from './components/StaticPage';

export function AboutPage() {
  const { t } = useTranslation('pages');
  const sections = t('about.sections', { returnObjects: true });
  return (
    <StaticPage title={t('about.title')} lead={t('about.lead')} testId="about-page">
      <Sections sections={sections} />
    </StaticPage>
  );
}
