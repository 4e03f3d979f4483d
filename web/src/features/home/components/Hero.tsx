import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './Home.module.css';
import { SearchBar } from './SearchBar';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.hero}>
      <PageContainer>
        <Text c="plum.8" fw={700} tt="uppercase" fz="xs" lts="0.08em" mb="sm">
          {t('hero.eyebrow')}
        </Text>
        <Title order={1} className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} mt="md" maw={640}>
          {t('hero.subtitle')}
        </Text>
        <SearchBar />
      </PageContainer>
    </section>
  );
}
