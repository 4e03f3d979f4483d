import { Button, List, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Home.module.css';

export function BusinessTeaser() {
  const { t } = useTranslation('home');
  const points = t('business.points', { returnObjects: true });
  return (
    <section className={classes.section} aria-labelledby="home-business">
      <PageContainer>
        <div className={classes.business}>
          <div>
            <Text fw={700} tt="uppercase" fz="xs" lts="0.08em" c="plum.2">
              {t('business.eyebrow')}
            </Text>
            <Title order={2} id="home-business" className={classes.sectionTitle} mt={8}>
              {t('business.title')}
            </Title>
            <Text mt="sm" c="plum.0">
              {t('business.body')}
            </Text>
            <Button component={RouteLink} to="partners" mt="lg" size="md" radius="xl" color="white" c="plum.9" data-testid="business-cta">
              {t('business.cta')}
            </Button>
          </div>
          <List spacing="sm" icon={<IconCheck size={18} />} c="white">
            {points.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </div>
      </PageContainer>
    </section>
  );
}
