import { Stack, Title } from '@mantine/core';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { usePersonalData } from './api/personal';
import { DeleteAccount } from './components/DeleteAccount';
import { PasswordChange } from './components/PasswordChange';
import { PersonalDataForm } from './components/PersonalDataForm';
import { PhoneChange } from './components/PhoneChange';
import { Section } from './components/Section';

/** dashboard-personal and master-personal: personal data, phone, password (and deletion for clients). */
export function PersonalPage() {
  const { t } = useTranslation(['account', 'meta']);
  const handle = useRouteHandle();
  const { data, isPending, error } = usePersonalData();
  const title = t(`meta:${handle?.name ?? 'dashboard-personal'}.title` as 'meta:dashboard-personal.title');
  return (
    <Stack gap="lg" data-testid="personal-page">
      <Title order={1} size="h2">
        {title}
      </Title>
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <>
          <Section title={t('personal.title')} testId="personal-section">
            <PersonalDataForm data={data} />
          </Section>
          <Section title={t('phone.title')}>
            <PhoneChange current={data.phone ?? null} email={data.email ?? null} />
          </Section>
          <Section title={t('password.title')}>
            <PasswordChange hasPassword={data.has_password} />
          </Section>
          {handle?.area === 'client' && (
            <Section title={t('delete.title')}>
              <DeleteAccount />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

export default PersonalPage;
