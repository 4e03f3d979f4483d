import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useCityServices } from './api/useCityServices';
import classes from './components/Places.module.css';

/** /city-service: every city with its departments, each linking to its landing. */
export function CityServiceIndexPage() {
  const { t } = useTranslation('places');
  const { data: cities, isPending, error } = useCityServices();
  return (
    <PageContainer py={{ base: 24, sm: 40 }} data-testid="city-service-page">
      <Title order={1} className={classes.title}>
        {t('city_index.title')}
      </Title>
      <Text c="dimmed" mt={6}>
        {t('city_index.subtitle')}
      </Text>
      <QueryStatus isPending={isPending} error={error} />
      {cities?.length === 0 && (
        <Text mt="lg" c="dimmed">
          {t('city_index.empty')}
        </Text>
      )}
      <div className={classes.cityGrid}>
        {cities?.map((city) => (
          <section key={city.slug} className={classes.city} aria-labelledby={`city-${city.slug}`} data-testid="city-card">
            <Title order={2} size="h4" id={`city-${city.slug}`}>
              {city.name}
            </Title>
            <ul className={classes.cityLinks}>
              {city.departments.map((d) => (
                <li key={d.path_slug}>
                  <RouteLink to="city-service-landing" params={{ landing: d.path_slug }} className={classes.cityLink} data-testid="city-service-link">
                    <span>{d.name}</span>
                    <Text component="span" c="dimmed" size="sm">
                      {t('city_index.salons', { count: d.salons_count })}
                    </Text>
                  </RouteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

export default CityServiceIndexPage;
