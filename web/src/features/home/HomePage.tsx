import { BestSalons } from './components/BestSalons';
import { BusinessTeaser } from './components/BusinessTeaser';
import { DepartmentGrid } from './components/DepartmentGrid';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';

export function HomePage() {
  return (
    <>
      <Hero />
      <DepartmentGrid />
      <BestSalons />
      {/* Spec §2: latest blog posts "when there are any". There is no blog API yet, so nothing is
          shown (no placeholder); add the section here once the blog lands. */}
      <HowItWorks />
      <BusinessTeaser />
    </>
  );
}

export default HomePage;
