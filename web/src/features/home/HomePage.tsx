import { BestSalons } from './components/BestSalons';
import { BusinessTeaser } from './components/BusinessTeaser';
import { DepartmentGrid } from './components/DepartmentGrid';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { LastPosts } from './components/LastPosts';
import { LazyNewsletterBox } from '@/shared/newsletter/LazyNewsletterBox';
import { PageContainer } from '@/shared/ui/PageContainer';

export function HomePage() {
  return (
    <>
      <Hero />
      <DepartmentGrid />
      <BestSalons />
      <LastPosts />
      <HowItWorks />
      <BusinessTeaser />
      <PageContainer py="xl">
        <LazyNewsletterBox />
      </PageContainer>
    </>
  );
}

export default HomePage;
