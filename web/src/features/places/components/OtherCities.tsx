import { Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useCityServices } from '../api/useCityServices';
import classes from './Places.module.css';

/** The same department's landings in the other cities (department landings only). */
export function OtherCities({ landing }: { landing: string }) {
  const { t } = useTranslation('places');
  const { data: cities } = useCityServices();
  const current = cities?.flatMap((c) => c.departments).find((d) => d.path_slug === landing);
  if (!cities || !current) return null;
  const others = cities
    .filter((c) => !c.departments.some((d) => d.path_slug === landing))
    .flatMap((c) => c.departments.filter((d) => d.slug === current.slug).map((d) => ({ city: c.name, ...d })));
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-cities" data-testid="other-cities">
      <Title order={2} size="h3" id="other-cities">
        {t('landing.other_cities', { subject: current.name })}
      </Title>
      <div className={classes.chips}>
        {others.map((o) => (
          <RouteLink key={o.path_slug} to="city-service-landing" params={{ landing: o.path_slug }} className={classes.chip}>
            {o.city}
          </RouteLink>
        ))}
      </div>
    </section>
  );
}
