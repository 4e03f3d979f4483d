import { PageContainer } from '@/shared/ui/PageContainer';
import { PersonalPage } from './PersonalPage';

/** master-personal: the same personal data screen in the master cabinet. */
export function MasterPersonalPage() {
  return (
    <PageContainer py={{ base: 20, sm: 40 }} maw={880}>
      <PersonalPage />
    </PageContainer>
  );
}
