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
      <HowItWorks />
      <BusinessTeaser />
    </>
  );
}

export default HomePage;
