import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './Home.module.css';

export function HowItWorks() {
  const { t } = useTranslation('home');
  const steps = t('how.steps', { returnObjects: true });
  return (
    <section className={classes.section} aria-labelledby="home-how">
      <PageContainer>
        <Title order={2} id="home-how" className={classes.sectionTitle}>
          {t('how.title')}
        </Title>
        <ol className={classes.steps} style={{ listStyle: 'none', padding: 0 }}>
          {steps.map((step, i) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber}>{i + 1}</span>
              <Text fw={700} fz="lg">
                {step.title}
              </Text>
              <Text c="gray.7" mt={6}>
                {step.body}
              </Text>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
