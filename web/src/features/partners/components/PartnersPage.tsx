import { Accordion, Blockquote, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openDemoRequest } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { usePlans } from '../api/usePlans';
import { TariffTable } from './TariffTable';

interface Item {
  title: string;
  text: string;
}

/** Published commissions of marketplaces on a new client's booking, against Randevu's none. */
const COMMISSIONS: [string, number][] = [
  ['Fresha', 20],
  ['Booksy', 30],
  ['Treatwell', 35],
];

/** partners (spec §2): what Randevu gives a salon, salons' words, tariffs, FAQ, demo request. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const plans = usePlans();
  const { hash } = useLocation();
  const benefits = t('benefits.items', { returnObjects: true }) as Item[];
  const reviews = t('reviews.items', { returnObjects: true }) as { name: string; text: string }[];
  const faq = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];

  // The header's "Tariffs" link is /partners#tariffs: scroll there once the table is drawn.
  useEffect(() => {
    if (hash === '#tariffs' && plans.data) document.getElementById('tariffs')?.scrollIntoView({ behavior: 'smooth' });
  }, [hash, plans.data]);

  return (
    <PageContainer py="xl" data-testid="partners-page">
      <Stack gap={56}>
        <Stack gap="md" maw={720}>
          <Title order={1}>{t('hero.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('hero.lead')}
          </Text>
          <Group>
            <Button size="md" radius="xl" onClick={openDemoRequest} data-testid="partners-request-demo">
              {t('hero.request_demo')}
            </Button>
            <Button size="md" radius="xl" variant="default" component={RouteLink} to="partners-login">
              {t('hero.login')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="md">
          <Title order={2}>{t('benefits.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {benefits.map((b) => (
              <Paper key={b.title} withBorder radius="lg" p="lg">
                <Text fw={700} mb={6}>
                  {b.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {b.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" maw={520}>
          <Title order={2}>{t('commission.title')}</Title>
          {/* Plain rows, not Mantine's Table: it would bring its scroll area into the public budget. */}
          <Paper withBorder radius="md" data-testid="partners-commissions">
            {[[t('commission.randevu'), 0] as const, ...COMMISSIONS].map(([name, percent], i) => (
              <Group key={name} justify="space-between" px="md" py="xs" style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
                <Text fw={i === 0 ? 700 : 400}>{name}</Text>
                <Text fw={i === 0 ? 700 : 400} c={i === 0 ? 'teal' : undefined}>
                  {percent} %
                </Text>
              </Group>
            ))}
          </Paper>
          <Text size="xs" c="dimmed">
            {t('commission.note')}
          </Text>
        </Stack>

        <Stack gap="md" id="tariffs" style={{ scrollMarginTop: 80 }}>
          <Title order={2}>{t('tariffs.title')}</Title>
          <QueryStatus isPending={plans.isPending} error={plans.error} />
          {plans.data && <TariffTable plans={plans.data} />}
        </Stack>

        <Stack gap="md">
          <Title order={2}>{t('reviews.title')}</Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {reviews.map((r) => (
              <Blockquote key={r.name} cite={`— ${r.name}`} p="lg" radius="lg">
                {r.text}
              </Blockquote>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" maw={820}>
          <Title order={2}>{t('faq.title')}</Title>
          <Accordion variant="separated" radius="md">
            {faq.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
